/**
 * Input clean-up while typing (spec §5). Number fields of forms keep what is typed (numberText) and
 * their rules refuse it with a message: a minus sign or a letter is never dropped unseen (issue 22
 * item 10). The volume tools' scratch inputs still strip (decimalOnly, digitsOnly; spec §5).
 */

/** What a number field keeps of what is typed: all but spaces, at most `max` characters. */
export const numberText = (raw: string, max: number): string => raw.replace(/\s/g, '').slice(0, max);

/** A decimal reading: digits and one point, at most `max` characters ("3a2.5.1" → "32.51"). */
export function decimalOnly(raw: string, max: number): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const cleaned = point < 0 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
  return cleaned.slice(0, max);
}

/** Digits only, at most `max` characters. */
export const digitsOnly = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);

/** The positive number a cleaned input holds, or null when it holds none. */
export function positiveNumber(text: string): number | null {
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}
