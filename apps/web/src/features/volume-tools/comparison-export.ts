import { type WebMessageId } from '@timber/i18n';
import { type PresetCode } from '@timber/volume';
import type * as ExcelJS from 'exceljs';
import { type IntlShape } from 'react-intl';
import { isoDate } from '../../shared/format/format';
import { type Comparison, type LogRowInput } from './comparison';

type Cell = string | number | null;

export interface ComparisonTable {
  header: string[];
  body: Cell[][];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `standards-comparison-2026-11-22.xlsx`: the file name carries the date (spec §9). */
export const comparisonFileName = (date = new Date()): string => `standards-comparison-${isoDate(date)}.xlsx`;

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The comparison as rows of a sheet, headed in the user's language; the totals row last. */
export function comparisonTable(
  intl: IntlShape,
  rows: readonly LogRowInput[],
  codes: readonly PresetCode[],
  comparison: Comparison,
): ComparisonTable {
  const t = (id: WebMessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const header = [
    '#',
    t('compare.short'),
    t('compare.long'),
    t('compare.length'),
    t('compare.quantity'),
    ...codes.flatMap((standard) => [
      t('compare.exportClass', { standard }),
      t('compare.exportVolume', { standard }),
    ]),
  ];
  const body: Cell[][] = [];
  rows.forEach((row, index) => {
    const cells = comparison.cells[index];
    if (!cells) {
      return;
    }
    body.push([
      index + 1,
      numberOrNull(row.short),
      numberOrNull(row.long),
      numberOrNull(row.length),
      numberOrNull(row.quantity) ?? 1,
      ...cells.flatMap((cell) =>
        'error' in cell ? [null, null] : [cell.diameterClass, cell.thousandths / 1000],
      ),
    ]);
  });
  body.push([
    t('compare.total'),
    null,
    null,
    null,
    comparison.totals[0]?.quantity ?? 0,
    ...comparison.totals.flatMap((total) => [null, total.thousandths / 1000]),
  ]);
  return { header, body };
}

/** exceljs is loaded on first export only, out of the page's bundle; CommonJS or ES module shape. */
async function loadExcel(): Promise<typeof ExcelJS> {
  const module = await import('exceljs');
  return 'Workbook' in module ? module : (module as unknown as { default: typeof ExcelJS }).default;
}

/** The workbook of a comparison table: bold header, volumes with 3 decimals. */
export async function comparisonWorkbook(
  table: ComparisonTable,
  sheetName: string,
): Promise<ExcelJS.Workbook> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.body) {
    sheet.addRow(row);
  }
  table.header.forEach((_title, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = index === 0 ? 8 : 18;
    // Volume columns: every second one after the five log columns.
    if (index >= 5 && (index - 5) % 2 === 1) {
      column.numFmt = '0.000';
    }
  });
  const totals = sheet.lastRow;
  if (totals) {
    totals.font = { bold: true };
  }
  return workbook;
}

/** Builds the xlsx and hands it to the browser as a download. */
export async function downloadComparison(
  table: ComparisonTable,
  sheetName: string,
  fileName: string,
): Promise<void> {
  const workbook = await comparisonWorkbook(table, sheetName);
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
