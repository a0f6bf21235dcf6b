import { DomainError } from '@timber/contracts';
import { measureLog, type SheetLog, type StandardDefinition, VolumeError } from '@timber/volume';

export interface Measured {
  standard: string;
  diameterClass: number;
  lengthClass: number;
  volume: number;
  explanation: string;
}

/**
 * One log under a preset (by code) or a tenant definition, with the volume library's own rule
 * text. Throws STANDARD.UNKNOWN for a code the library does not know, STANDARD.CANNOT_MEASURE for
 * a reading outside the standard's classes.
 */
export function measureUnder(
  standard: string | StandardDefinition,
  log: { minDiameter: number; maxDiameter?: number | undefined; length: number },
): Measured {
  try {
    const result = measureLog(standard, {
      minDiameter: log.minDiameter,
      ...(log.maxDiameter === undefined ? {} : { maxDiameter: log.maxDiameter }),
      length: log.length,
    });
    return {
      standard: typeof standard === 'string' ? standard : standard.code,
      diameterClass: result.diameterClass,
      lengthClass: result.lengthClass,
      volume: result.volume,
      explanation: result.explanation.text,
    };
  } catch (error) {
    if (error instanceof VolumeError) {
      throw error.code === 'VOLUME.UNKNOWN_STANDARD'
        ? new DomainError('STANDARD.UNKNOWN', {
            code: typeof standard === 'string' ? standard : standard.code,
          })
        : new DomainError('STANDARD.CANNOT_MEASURE', { details: error.message });
    }
    throw error;
  }
}

/**
 * One log's classes and exact volume under a standard, or undefined where the standard cannot
 * measure it (a log counted apart rather than refused).
 */
export function measuredOrNone(
  standard: string | StandardDefinition,
  log: { minDiameter: number; maxDiameter: number; length: number },
): SheetLog | undefined {
  try {
    const measured = measureUnder(standard, log);
    return {
      diameterClass: measured.diameterClass,
      lengthClass: measured.lengthClass,
      volumeE4: Math.round(measured.volume * 10_000),
    };
  } catch (error) {
    if (error instanceof DomainError) {
      return undefined;
    }
    throw error;
  }
}
