import { withTenant } from '@timber/db';
import { type Locale } from '@timber/i18n';
import { type Response } from 'express';
import { type Compilable, type Kysely, type Transaction } from 'kysely';
import { assertExportSize } from './export-limit';
import { answerWithFile, whileConnected } from './file-answer';
import { streamXlsx, type XlsxColumn } from './xlsx-stream';

export interface ListWorkbook<DB, Row> {
  /** at most this many rows (EXPORT_LIMIT), else EXPORT.TOO_MANY_ROWS before a byte is written */
  maxRows: number;
  /** the rows' query, counted against maxRows */
  counted: (trx: Transaction<DB>) => Compilable<unknown>;
  /** the rows, a batch at a time (a cursor), in the order of the file */
  batches: (trx: Transaction<DB>) => AsyncIterable<readonly Row[]>;
  fileName: string;
  sheetTitle: string;
  locale: Locale;
  columns: readonly XlsxColumn<Row>[];
}

/**
 * Answers a list as one worksheet of a streamed xlsx file, read in one transaction of the tenant:
 * the size checked first (the refusal is still an envelope), then the rows written as they are read,
 * for as long as the caller stays (answerWithFile, whileConnected).
 */
export function answerListWorkbook<DB, Row>(
  res: Response,
  db: Kysely<DB>,
  tenantId: string,
  book: ListWorkbook<DB, Row>,
): Promise<void> {
  return answerWithFile(res, (started) =>
    withTenant(db, tenantId, async (trx) => {
      await assertExportSize(trx, book.counted(trx), book.maxRows);
      started();
      await streamXlsx(res, {
        fileName: book.fileName,
        sheetTitle: book.sheetTitle,
        locale: book.locale,
        columns: book.columns,
        batches: whileConnected(res, book.batches(trx)),
      });
    }),
  );
}
