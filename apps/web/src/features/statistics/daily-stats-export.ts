import { type WebMessageId } from '@timber/i18n';
import { type XlsxSheet } from '../../shared/files/xlsx-writer';
import { isoDate } from '../../shared/format/format';
import { type DailyStatsFilters } from './daily-stats-rules';
import { type DailyStatsRow } from './statistics.api';

/** `daily-statistics-2026-05-01-stock-in.xlsx`: the day and the type chosen. */
export const dailyStatsFileName = (filters: DailyStatsFilters): string =>
  `daily-statistics-${isoDate(filters.day)}-${filters.flag === 1 ? 'stock-in' : 'stock-out'}.xlsx`;

const VOLUME_COLUMN = 5;

/**
 * The daily statistics of a day and type as a worksheet: its title line (day and type), the
 * table's columns in the user's language, one row per customer and wood kind, and the totals;
 * m3 with 3 decimals, summed in thousandths.
 */
export function dailyStatsSheet(
  t: (id: WebMessageId) => string,
  filters: DailyStatsFilters,
  rows: readonly DailyStatsRow[],
): XlsxSheet {
  const type = t(filters.flag === 1 ? 'stats.inbound' : 'stats.outbound');
  const quantity = rows.reduce((sum, row) => sum + row.quantity, 0);
  const thousandths = rows.reduce((sum, row) => sum + Math.round(row.volume * 1000), 0);
  return {
    name: `${t('route.stock/statistics')} ${isoDate(filters.day)}`,
    columns: [20, 16, 10, 40, 12, 14].map((width, index) => ({
      width,
      ...(index === VOLUME_COLUMN ? { numFmt: '0.000' } : {}),
    })),
    rows: [
      { cells: [`${t('stats.day')}: ${isoDate(filters.day)}`, `${t('stats.type')}: ${type}`], bold: true },
      { cells: [] },
      {
        cells: [
          t('sheet.customer'),
          t('sheet.woodKind'),
          t('stats.sheets'),
          t('sheet.spu'),
          t('sheet.quantity'),
          t('sheet.volume'),
        ],
        bold: true,
      },
      ...rows.map((row) => ({
        cells: [
          row.customerName || '-',
          row.woodKindName,
          row.sheetCount,
          row.spus.join(', '),
          row.quantity,
          row.volume,
        ],
      })),
      {
        cells: [
          t('compare.total'),
          null,
          rows.reduce((sum, row) => sum + row.sheetCount, 0),
          null,
          quantity,
          thousandths / 1000,
        ],
        bold: true,
      },
    ],
  };
}
