import { translate, type Locale } from '@timber/i18n';
import ExcelJS from 'exceljs';
import { type Response } from 'express';

export interface XlsxColumn<Row> {
  /** message id of the header, in the server catalogue */
  header: string;
  width: number;
  value: (row: Row) => string | number | Date | null;
  numFmt?: string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes rows to the response as an xlsx workbook while they are read: each row is committed to
 * the zip stream at once, so memory stays flat however many rows there are. Headers are in the
 * caller's language; the file name carries the date (§9).
 */
export async function streamXlsx<Row>(
  res: Response,
  options: {
    fileName: string;
    sheetTitle: string;
    locale: Locale;
    columns: readonly XlsxColumn<Row>[];
    rows: AsyncIterable<Row> | Iterable<Row>;
  },
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  res.status(200);
  res.setHeader('content-type', XLSX_TYPE);
  res.setHeader('content-disposition', `attachment; filename="${options.fileName}-${day}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(translate(options.locale, options.sheetTitle));
  sheet.columns = options.columns.map((column, index) => ({
    header: translate(options.locale, column.header),
    key: String(index),
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of options.rows) {
    sheet.addRow(options.columns.map((column) => column.value(row))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
