import { DEVICE_TYPES, type DeviceLogAction, type DeviceType, DomainError } from '@timber/contracts';
import { findPreset } from '@timber/volume';

/**
 * The standards of a device from §7's comma list (`ch, rus_stp`): trimmed, empty items and
 * repeats dropped, in the order given. At least one, each a measuring standard of libs/volume.
 */
export function parseStandardList(text: string): string[] {
  const codes = [
    ...new Set(
      text
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    ),
  ];
  if (codes.length === 0) {
    throw new DomainError('DEVICE.STANDARDS_EMPTY');
  }
  const unknown = codes.find((code) => !findPreset(code));
  if (unknown !== undefined) {
    throw new DomainError('DEVICE.STANDARD_UNKNOWN', { code: unknown });
  }
  return codes;
}

/** The standards' names in the order of their codes, e.g. for the list's standardDesc. */
export const standardNames = (codes: readonly string[]): string =>
  codes.map((code) => findPreset(code)?.name ?? code).join(', ');

/** The diameters (cm) a device of this type measures; a type no longer in the catalogue measures nothing. */
export function measuringRange(type: string): { minDiameterCm: number; maxDiameterCm: number } {
  return Object.prototype.hasOwnProperty.call(DEVICE_TYPES, type)
    ? DEVICE_TYPES[type as DeviceType]
    : { minDiameterCm: 0, maxDiameterCm: 0 };
}

/** The device log's action for a switch to `status`. */
export const switchAction = (status: 0 | 1): DeviceLogAction => (status === 1 ? 'switchedOn' : 'switchedOff');

/** True when two standard lists hold the same codes in the same order. */
export const sameStandards = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((code, index) => code === b[index]);
