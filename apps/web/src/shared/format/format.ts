import { type IntlShape } from 'react-intl';

/** Totals show 3 decimals, average diameter 1 (spec §1, §9). Units: m, cm, m3. */
export const VOLUME_DECIMALS = 3;
export const DIAMETER_DECIMALS = 1;

export const formatVolume = (intl: IntlShape, value: number): string =>
  intl.formatNumber(value, {
    minimumFractionDigits: VOLUME_DECIMALS,
    maximumFractionDigits: VOLUME_DECIMALS,
  });

export const formatDiameter = (intl: IntlShape, value: number): string =>
  intl.formatNumber(value, {
    minimumFractionDigits: DIAMETER_DECIMALS,
    maximumFractionDigits: DIAMETER_DECIMALS,
  });

/** A server time (ISO) as a date and time in the user's language and time zone. */
export function formatDateTime(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return intl.formatDate(date, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}

/** yyyy-MM-dd in local time, as the API expects dates (spec §5). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
