import { streamXlsx } from '@timber/exports';
import { type Locale } from '@timber/i18n';
import { type Response } from 'express';
import { IMPORT_COLUMNS } from '../../import/sheet-import';

/** §4: the template shows the columns an import expects, with one example row. */
export function writeImportTemplate(
  res: Response,
  locale: Locale,
  kind: 'stock-in' | 'stock-out',
): Promise<void> {
  return streamXlsx(res, {
    fileName: `${kind}-import-template`,
    sheetTitle: 'server.excel.importTemplate',
    locale,
    columns: IMPORT_COLUMNS.map((column, index) => ({
      header: column.header,
      width: 16,
      value: (row: readonly (string | number)[]) => row[index] ?? null,
    })),
    rows: [IMPORT_COLUMNS.map((column) => column.example)],
  });
}
