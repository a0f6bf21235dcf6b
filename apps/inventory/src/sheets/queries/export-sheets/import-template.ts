import { openXlsx } from '@timber/exports';
import { translate, type Locale } from '@timber/i18n';
import { type Response } from 'express';
import { IMPORT_COLUMNS } from '../../import/sheet-import';

/** The lines of the template's instructions sheet, in the server catalogue. */
const INSTRUCTIONS = ['server.import.help.rows', 'server.import.help.example'] as const;

/**
 * §4: the template an import expects. Its first worksheet, the one the import reads, holds only
 * the header row; the instructions and an example row stand on a second worksheet the import
 * never reads, so an unchanged template imports nothing (issue 22 item 5).
 */
export async function writeImportTemplate(
  res: Response,
  locale: Locale,
  kind: 'stock-in' | 'stock-out',
): Promise<void> {
  const book = openXlsx(res, { fileName: `${kind}-import-template`, locale });
  const widths = IMPORT_COLUMNS.map(() => 16);
  const headers = IMPORT_COLUMNS.map((column) => translate(locale, column.header));
  const data = book.addSheet('server.excel.importTemplate', widths);
  data.addRow(headers, { bold: true });
  data.commit();
  const help = book.addSheet('server.excel.importInstructions', widths);
  for (const line of INSTRUCTIONS) {
    help.addRow([translate(locale, line)]);
  }
  help.addRow([]);
  help.addRow(headers, { bold: true });
  help.addRow(IMPORT_COLUMNS.map((column) => column.example));
  help.commit();
  await book.commit();
}
