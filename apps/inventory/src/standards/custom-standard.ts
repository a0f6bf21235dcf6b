import { DomainError } from '@timber/contracts';
import {
  findPreset,
  measureLog,
  type StandardDefinition,
  validateStandardDefinition,
  VolumeError,
} from '@timber/volume';

/**
 * A tenant's own standard: a valid StandardDefinition whose code is not a preset's (a preset
 * code always means the preset, whatever a tenant stores).
 */
export function checkCustomStandard(input: unknown): StandardDefinition {
  const result = validateStandardDefinition(input);
  if (!result.ok) {
    throw new DomainError('STANDARD.INVALID', { details: result.errors.join('; ') });
  }
  if (findPreset(result.value.code)) {
    throw new DomainError('STANDARD.CODE_RESERVED', { code: result.value.code });
  }
  return result.value;
}

export interface Measured {
  standard: string;
  diameterClass: number;
  lengthClass: number;
  volume: number;
  explanation: string;
}

/** One log under a preset (by code) or a tenant definition, with the volume library's own rule text. */
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
