import { withTenant } from '@timber/db';
import { type Locale } from '@timber/i18n';
import { caller } from '@timber/nest-kit';
import { type Response } from 'express';
import { type Compilable, type Kysely, type Transaction } from 'kysely';
import { assertExportSize } from './export-limit';
import { answerWithFile, whileConnected } from './file-answer';
import { streamXlsx, type XlsxColumn } from './xlsx-stream';

/** What a list export writes, once its transaction is open. */
export interface ListWorkbook<Row> {
  /** the rows the export would write, counted (up to the limit) before the file starts */
  counted: Compilable<unknown>;
  fileName: string;
  sheetTitle: string;
  locale: Locale;
  columns: readonly XlsxColumn<Row>[];
  /** the rows, read in batches (a keyset page, a cursor fetch) */
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;
}

/**
 * The answer of a list export (§9): in one transaction of the caller's tenant, refuses more than
 * `maxRows` rows with an envelope before a byte is written (EXPORT.TOO_MANY_ROWS), then streams
 * the rows into a one-sheet workbook for as long as the caller is there to receive them.
 */
export function answerWithListWorkbook<DB, Row>(
  res: Response,
  db: Kysely<DB>,
  maxRows: number,
  workbook: (trx: Transaction<DB>) => ListWorkbook<Row>,
): Promise<void> {
  return answerWithFile(res, (started) =>
    withTenant(db, caller().tenantId, async (trx) => {
      const { counted, batches, ...sheet } = workbook(trx);
      await assertExportSize(trx, counted, maxRows);
      started();
      await streamXlsx(res, { ...sheet, batches: whileConnected(res, batches) });
    }),
  );
}
