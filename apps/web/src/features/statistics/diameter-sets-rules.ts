import { type WebMessageId } from '@timber/i18n';
import { isoDate } from '../../shared/format/format';
import { type DiameterSetsSummaryApiResponse } from './statistics.api';

/**
 * The static comparison report of diameter sets (spec §2 Statistics and tools): per diameter
 * class, the logs and m3 as the stock-in sheets measured them, as checked (re-measured) and as
 * purchased, with the differences from what was measured; its table for the xlsx export.
 * Volumes are reckoned in thousandths of a m3, so a difference is exact to the 3 decimals shown.
 * Framework-free.
 */

export type DiameterSets = DiameterSetsSummaryApiResponse['data'];
export type DiameterSetsSheet = DiameterSets['sheets'][number];

/** At most this many sheets are compared at once (the server's limit). */
export const MAX_SHEETS = 100;

/** Figures of a set, or null where none of the sheets has that set. */
export interface SetFigures {
  qty: number;
  /** m3 in thousandths */
  thousandths: number;
}

export interface ReportRow {
  /** the diameter class (cm); null: logs the standard cannot class */
  dia: number | null;
  measured: SetFigures;
  checked: SetFigures | null;
  purchased: SetFigures | null;
  /** checked − measured */
  checkedDiff: SetFigures | null;
  /** purchased − measured */
  purchasedDiff: SetFigures | null;
}

const thousandths = (m3: number): number => Math.round(m3 * 1000);

const diff = (set: SetFigures | null, measured: SetFigures): SetFigures | null =>
  set && { qty: set.qty - measured.qty, thousandths: set.thousandths - measured.thousandths };

function row(
  dia: number | null,
  figures: DiameterSets['totals'],
  withChecked: boolean,
  withPurchased: boolean,
): ReportRow {
  const measured = { qty: figures.qty, thousandths: thousandths(figures.vol) };
  const checked = withChecked ? { qty: figures.checkQty, thousandths: thousandths(figures.checkVol) } : null;
  const purchased = withPurchased
    ? { qty: figures.purchaseQty, thousandths: thousandths(figures.purchaseVol) }
    : null;
  return {
    dia,
    measured,
    checked,
    purchased,
    checkedDiff: diff(checked, measured),
    purchasedDiff: diff(purchased, measured),
  };
}

/** The report's rows by diameter class and its totals; a set none of the sheets has is null. */
export function reportRows(report: DiameterSets): { rows: ReportRow[]; totals: ReportRow } {
  const withChecked = report.checkedSheets > 0;
  const withPurchased = report.purchaseSheets > 0;
  return {
    rows: report.rows.map((line) => row(line.dia, line, withChecked, withPurchased)),
    totals: row(null, report.totals, withChecked, withPurchased),
  };
}

type Cell = string | number | null;

/** The columns after the diameter class: logs and m3 of each set and difference. */
export const FIGURE_COLUMNS: readonly WebMessageId[] = [
  'diaSets.measuredQty',
  'diaSets.measuredVol',
  'diaSets.checkedQty',
  'diaSets.checkedVol',
  'diaSets.checkedDiffQty',
  'diaSets.checkedDiffVol',
  'diaSets.purchasedQty',
  'diaSets.purchasedVol',
  'diaSets.purchasedDiffQty',
  'diaSets.purchasedDiffVol',
];

const cells = (set: SetFigures | null): Cell[] => (set ? [set.qty, set.thousandths / 1000] : [null, null]);

/** A report row's figures in the order of FIGURE_COLUMNS (m3 as numbers with 3 decimals). */
export const figureCells = (line: ReportRow): Cell[] => [
  ...cells(line.measured),
  ...cells(line.checked),
  ...cells(line.checkedDiff),
  ...cells(line.purchased),
  ...cells(line.purchasedDiff),
];

export interface ReportTable {
  /** lines above the table: the sheets compared */
  intro: string[];
  header: string[];
  body: Cell[][];
}

/**
 * The report as rows of a worksheet, headed in the user's language: the sheets compared (their
 * SPUs), then one row per diameter class and the totals row.
 */
export function reportTable(
  t: (id: WebMessageId, values?: Record<string, string>) => string,
  report: DiameterSets,
): ReportTable {
  const { rows, totals } = reportRows(report);
  return {
    intro: [t('diaSets.exportSheets', { spus: report.sheets.map((sheet) => sheet.spu).join(', ') })],
    header: [t('diaSets.class'), ...FIGURE_COLUMNS.map((id) => t(id))],
    body: [
      ...rows.map((line) => [line.dia ?? t('diaSets.unclassed'), ...figureCells(line)]),
      [t('compare.total'), ...figureCells(totals)],
    ],
  };
}

/** The columns of the table holding m3 (every second figure column): 3 decimals. */
export const isVolumeColumn = (index: number): boolean => index > 0 && index % 2 === 0;

/** `diameter-sets-2026-05-01.xlsx`: the file name carries the day it was made (spec §9). */
export const reportFileName = (date = new Date()): string => `diameter-sets-${isoDate(date)}.xlsx`;
