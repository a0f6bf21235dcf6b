import { DomainError } from '@timber/contracts';
import { findPreset, type StandardDefinition, validateStandardDefinition } from '@timber/volume';

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
