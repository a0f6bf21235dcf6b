import { type DiameterCategory } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { type XlsxColumn, type XlsxValue, type XlsxWorkbookWriter } from './xlsx-stream';

const VOLUME = '0.000';

/** A summary line of a diameter workbook: the label's message id and its value. */
export type SummaryLine = readonly [labelId: string, value: XlsxValue];

/**
 * Sheet one of a diameter data detail workbook (§2 Diameter data detail, downloadExcel): the
 * summary lines, the average diameter and what the standard could not measure, the diameter table
 * (diameter, length, quantity, volume, with a total) and the diameter range groups.
 */
export function addDiameterSheet(
  book: XlsxWorkbookWriter,
  locale: Locale,
  summary: readonly SummaryLine[],
  category: DiameterCategory,
): void {
  const t = (id: string) => translate(locale, id);
  const sheet = book.addSheet('server.excel.detailSheet', [24, 16, 12, 14]);
  const lines: SummaryLine[] = [
    ...summary,
    ['server.excel.avgDiameter', category.avgDiameter],
    ...(category.unmeasured > 0 ? [['server.excel.unmeasured', category.unmeasured] as const] : []),
  ];
  for (const [label, value] of lines) {
    sheet.addRow([t(label), value]);
  }
  sheet.addRow([]);
  const heads = [
    'server.excel.diameter',
    'server.excel.length',
    'server.excel.quantity',
    'server.excel.volume',
  ];
  sheet.addRow(heads.map(t), { bold: true });
  const volumeFormat = [undefined, undefined, undefined, VOLUME];
  for (const row of category.rows) {
    sheet.addRow([row.dia, row.length, row.qty, row.vol], { numFmts: volumeFormat });
  }
  sheet.addRow([t('server.excel.total'), null, category.totalQty, category.totalVol], {
    bold: true,
    numFmts: volumeFormat,
  });
  sheet.addRow([]);
  sheet.addRow(['server.excel.diameterRange', 'server.excel.quantity', 'server.excel.volume'].map(t), {
    bold: true,
  });
  for (const group of category.rangeGroups) {
    sheet.addRow([group.label, group.qty, group.vol], { numFmts: [undefined, undefined, VOLUME] });
  }
  sheet.commit();
}

/** A further sheet of a streamed workbook: a bold header line, then one line per row of the batches. */
export async function addColumnSheet<Row>(
  book: XlsxWorkbookWriter,
  locale: Locale,
  titleId: string,
  columns: readonly XlsxColumn<Row>[],
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): Promise<void> {
  const sheet = book.addSheet(
    titleId,
    columns.map((column) => column.width),
  );
  sheet.addRow(
    columns.map((column) => translate(locale, column.header)),
    { bold: true },
  );
  const numFmts = columns.map((column) => column.numFmt);
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(
        columns.map((column) => column.value(row)),
        { numFmts },
      );
    }
  }
  sheet.commit();
}

/** A yes or no cell in the caller's language. */
export const yesNoCell = (locale: Locale, yes: boolean): string =>
  translate(locale, 'server.excel.yesNo', { value: yes ? 'yes' : 'no' });

/** The batches of a source, each row mapped. */
export async function* mapBatches<From, To>(
  batches: AsyncIterable<readonly From[]>,
  map: (row: From) => To,
): AsyncGenerator<To[]> {
  for await (const batch of batches) {
    yield batch.map(map);
  }
}
