import { type WebMessageId } from '@timber/i18n';
import { type PresetCode } from '@timber/volume';
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

/**
 * The workbook of a comparison table: bold header and totals, volumes with 3 decimals. The xlsx
 * writer loads on the first export, out of the page's bundle.
 */
export async function comparisonWorkbook(
  table: ComparisonTable,
  sheetName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { xlsxWorkbook } = await import('../../shared/files/xlsx-writer');
  return xlsxWorkbook({
    name: sheetName,
    // Volume columns: every second one after the five log columns.
    columns: table.header.map((_title, index) => ({
      width: index === 0 ? 8 : 18,
      ...(index >= 5 && (index - 5) % 2 === 1 ? { numFmt: '0.000' } : {}),
    })),
    rows: [
      { cells: table.header, bold: true },
      ...table.body.map((cells, index) => ({ cells, bold: index === table.body.length - 1 })),
    ],
  });
}

/** Builds the xlsx and hands it to the browser as a download. */
export async function downloadComparison(
  table: ComparisonTable,
  sheetName: string,
  fileName: string,
): Promise<void> {
  const bytes = await comparisonWorkbook(table, sheetName);
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
