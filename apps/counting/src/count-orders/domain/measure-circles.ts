import { type Circle, type CountedLog, type ScaleReference } from '@timber/contracts';
import { e4ToThousandths, formatThousandths, measureLog, VolumeError } from '@timber/volume';

/** Centimetres per photo pixel from the user's reference. */
export function cmPerPixel(reference: ScaleReference): number {
  if (reference.kind === 'stick') {
    return reference.lengthCm / Math.hypot(reference.x2 - reference.x1, reference.y2 - reference.y1);
  }
  return (reference.lengthM * 100) / Math.abs(reference.x2 - reference.x1);
}

export interface MeasureInput {
  circles: readonly Circle[];
  reference: ScaleReference | null;
  standard: string | null;
  logLengthM: number | null;
}

export interface ImageMeasure {
  /** the count: one log per circle */
  value: number;
  cmPerPx: number | null;
  /** per circle, null without a reference: centimetres are never invented */
  dia: CountedLog[] | null;
  /** sum of the measured logs in ten-thousandths of a m3; null without reference, standard or length */
  volumeE4: number | null;
  /** the same with 3 decimals */
  volume: string | null;
  /** circles the standard cannot measure (diameter outside its classes) */
  unmeasured: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** A total of ten-thousandths as the product shows volumes: 3 decimals, half-up. */
export const volumeText = (volumeE4: number): string => formatThousandths(e4ToThousandths(volumeE4));

/**
 * What one photo's circles count and measure. Without a reference: the count only. With one: a
 * diameter per circle (2 r in cm, 1 decimal). With a standard and log length too: each log's
 * volume by the standard and their total.
 */
export function measureCircles(input: MeasureInput): ImageMeasure {
  const value = input.circles.length;
  if (!input.reference) {
    return { value, cmPerPx: null, dia: null, volumeE4: null, volume: null, unmeasured: 0 };
  }
  const scale = cmPerPixel(input.reference);
  const { standard, logLengthM } = input;
  const measurable = standard !== null && logLengthM !== null;
  let totalE4 = 0;
  let unmeasured = 0;
  const dia = input.circles.map((circle): CountedLog => {
    const diameter = oneDecimal(2 * circle.r * scale);
    if (!measurable) {
      return { dia: diameter, diameterClass: null, volume: null };
    }
    try {
      const log = measureLog(standard, { minDiameter: diameter, length: logLengthM });
      totalE4 += log.volumeE4;
      return { dia: diameter, diameterClass: log.diameterClass, volume: log.volumeText };
    } catch (error) {
      if (!(error instanceof VolumeError)) {
        throw error;
      }
      unmeasured += 1;
      return { dia: diameter, diameterClass: null, volume: null };
    }
  });
  return {
    value,
    cmPerPx: scale,
    dia,
    volumeE4: measurable ? totalE4 : null,
    volume: measurable ? volumeText(totalE4) : null,
    unmeasured,
  };
}
