import { type LogMeasurement, measureLog, type PresetCode, type VolumeErrorCode } from '@timber/volume';
import { positiveNumber } from '../../shared/form/sanitize';
import { volumeErrorCode } from '../../shared/volume/volume-text';

/** The standards the dashboard calculator shows side by side (spec §2 Statistics and tools). */
export const CALCULATOR_STANDARDS: readonly PresetCode[] = [
  'ch',
  'ch_gd',
  'ch_tj',
  'ch_sd',
  'ch_fj',
  'rus_stp',
];

/** Each input takes at most 6 characters (spec §5). */
export const CALCULATOR_INPUT_MAX = 6;

export interface CalculatorInput {
  long: string;
  short: string;
  len: string;
}

export type CalculatorResult =
  | { code: PresetCode; measurement: LogMeasurement }
  | { code: PresetCode; error: VolumeErrorCode };

/**
 * One log measured under every calculator standard by libs/volume. Nothing until the short
 * diameter and the length are given; the long diameter is optional, and two diameters typed the
 * wrong way round still count as short and long.
 */
export function calculate(input: CalculatorInput): CalculatorResult[] | null {
  const short = positiveNumber(input.short);
  const length = positiveNumber(input.len);
  if (short === null || length === null) {
    return null;
  }
  const long = positiveNumber(input.long) ?? short;
  const log = { minDiameter: Math.min(short, long), maxDiameter: Math.max(short, long), length };
  return CALCULATOR_STANDARDS.map((code) => {
    try {
      return { code, measurement: measureLog(code, log) };
    } catch (error) {
      return { code, error: volumeErrorCode(error) };
    }
  });
}
