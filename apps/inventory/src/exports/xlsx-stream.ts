import { translate, type Locale } from '@timber/i18n';
import ExcelJS from 'exceljs';
import { type Response } from 'express';
import { join } from 'node:path';
import { type Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import {
  type FromXlsxWorker,
  type ToXlsxWorker,
  type XlsxCell,
  type XlsxSheetSetup,
} from './xlsx-sheet.messages';

export interface XlsxColumn<Row> {
  /** message id of the header, in the server catalogue */
  header: string;
  width: number;
  value: (row: Row) => XlsxValue;
  numFmt?: string;
}

export type XlsxValue = XlsxCell;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Characters a file name may not hold on common systems, and control characters. */
const UNSAFE_FILE_NAME = /[\u0000-\u001f\u007f"\\/:*?<>|]+/g;

/**
 * `content-disposition` of a download: `filename="…"` alone for an ASCII name; for any other
 * name (a Chinese SPU, a Russian warehouse) an ASCII fallback plus the UTF-8 name (RFC 6266,
 * RFC 5987 `filename*`), since a header carries no raw non-Latin text.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = fileName.replace(UNSAFE_FILE_NAME, '_').trim() || 'download';
  if (/^[\u0020-\u007e]*$/.test(safe)) {
    return `attachment; filename="${safe}"`;
  }
  const fallback = safe.replace(/[^\u0020-\u007e]+/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The date a file name carries (§9). */
const today = (): string => new Date().toISOString().slice(0, 10);

/** One worksheet of a streamed workbook: each row is written out (committed) as it is added. */
export interface XlsxSheetWriter {
  addRow(
    values: readonly XlsxValue[],
    style?: { bold?: boolean; numFmts?: readonly (string | undefined)[] },
  ): void;
  /** Ends the worksheet; the next one can start. */
  commit(): void;
}

export interface XlsxWorkbookWriter {
  /** A new worksheet named by a message id of the server catalogue, with its column widths. */
  addSheet(titleId: string, widths: readonly number[]): XlsxSheetWriter;
  /** Ends the workbook and the response. */
  commit(): Promise<void>;
}

/**
 * Starts an xlsx answer whose worksheets and rows the caller writes one by one, each committed to
 * the zip stream at once (memory stays flat). Everything that can fail with a message for the
 * user (not found, unknown standard) must be checked before: once this is called the answer is a
 * file. The file name gets the date (§9).
 */
export function openXlsx(res: Response, options: { fileName: string; locale: Locale }): XlsxWorkbookWriter {
  res.status(200);
  res.setHeader('content-type', XLSX_TYPE);
  res.setHeader('content-disposition', attachmentDisposition(`${options.fileName}-${today()}.xlsx`));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  return {
    addSheet(titleId, widths) {
      const sheet = workbook.addWorksheet(translate(options.locale, titleId));
      sheet.columns = widths.map((width, index) => ({ key: String(index), width }));
      return {
        addRow(values, style = {}) {
          const row = sheet.addRow([...values]);
          if (style.bold) {
            row.font = { bold: true };
          }
          style.numFmts?.forEach((numFmt, index) => {
            if (numFmt) {
              row.getCell(index + 1).numFmt = numFmt;
            }
          });
          row.commit();
        },
        commit: () => sheet.commit(),
      };
    },
    commit: () => workbook.commit(),
  };
}

/**
 * Batches of rows that may be on their way to the worker at once: while the worker writes one, the
 * request's thread reads and maps the next.
 */
const IN_FLIGHT = 2;
/** Rows per message to the worker when a source hands them over one by one. */
const GROUP = 500;

/** Resolves once the response has drained its buffer, or at once when it has nothing pending or is gone. */
function drained(res: Writable): Promise<void> {
  if (res.destroyed || !res.writableNeedDrain) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Where a workbook's rows come from: one by one, or in arrays (one await per array, not per row). */
export type XlsxRows<Row> =
  | { rows: AsyncIterable<Row> | Iterable<Row> }
  | { batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]> };

/** Rows handed over one by one, in arrays of up to GROUP. */
async function* grouped<Row>(rows: AsyncIterable<Row> | Iterable<Row>): AsyncGenerator<readonly Row[]> {
  let group: Row[] = [];
  for await (const row of rows) {
    group.push(row);
    if (group.length === GROUP) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) {
    yield group;
  }
}

/** The TypeScript loader the worker thread starts with (the service's own, tools/runtime). */
const TS_REGISTER = join(__dirname, '..', '..', '..', '..', 'tools', 'runtime', 'ts-register.cjs');
const WORKER = join(__dirname, 'xlsx-sheet.worker.ts');

/**
 * The worksheet's writer on its own thread (xlsx-sheet.worker): `write` hands it a batch of rows
 * and resolves once fewer than IN_FLIGHT batches are unwritten and the response is not behind, so
 * memory stays flat however many rows there are and however slowly the caller reads.
 */
class SheetThread {
  private readonly worker: Worker;
  private readonly failed: Promise<never>;
  private unwritten = 0;
  private wake: (() => void) | undefined;
  private finished: (() => void) | undefined;

  constructor(
    private readonly res: Writable,
    setup: XlsxSheetSetup,
  ) {
    this.worker = new Worker(WORKER, { workerData: setup, execArgv: ['-r', TS_REGISTER] });
    this.failed = new Promise<never>((_resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.once('exit', (code) =>
        reject(new Error(`the xlsx writer thread ended (exit code ${code})`)),
      );
    });
    // nobody may be waiting when it fails (between two batches): the next wait throws it
    this.failed.catch(() => undefined);
    this.worker.on('message', (message: FromXlsxWorker) => {
      if (message.type === 'chunk') {
        this.res.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      } else if (message.type === 'written') {
        this.unwritten -= 1;
        this.wake?.();
      } else {
        this.finished?.();
      }
    });
  }

  async write(rows: XlsxCell[][]): Promise<void> {
    this.worker.postMessage({ type: 'rows', rows } satisfies ToXlsxWorker);
    this.unwritten += 1;
    while (this.unwritten >= IN_FLIGHT) {
      await Promise.race([new Promise<void>((resolve) => (this.wake = resolve)), this.failed]);
    }
    await Promise.race([drained(this.res), this.failed]);
  }

  /** Ends the worksheet and the workbook; resolves after the last byte went to the response. */
  async end(): Promise<void> {
    const done = new Promise<void>((resolve) => (this.finished = resolve));
    this.worker.postMessage({ type: 'end' } satisfies ToXlsxWorker);
    await Promise.race([done, this.failed]);
    await new Promise<void>((resolve) => this.res.end(resolve));
  }

  /** Stops the thread (at the end, or when the rows or the caller failed). */
  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

/**
 * Writes rows to the response as an xlsx workbook while they are read. The request's thread reads
 * and maps the rows; a worker thread renders the worksheet (exceljs' streaming writer: each row
 * committed to the zip stream at once) and hands the bytes back, so on two cores the reading and
 * the writing overlap. The reading waits whenever the writer or the caller is behind, so memory
 * stays flat however many rows there are. Sources that read in batches (a keyset page, a cursor
 * fetch) hand them over whole. Headers are in the caller's language; the file name carries the
 * date (§9).
 */
export async function streamXlsx<Row>(
  res: Response,
  options: {
    fileName: string;
    sheetTitle: string;
    locale: Locale;
    columns: readonly XlsxColumn<Row>[];
  } & XlsxRows<Row>,
): Promise<void> {
  res.status(200);
  res.setHeader('content-type', XLSX_TYPE);
  res.setHeader('content-disposition', attachmentDisposition(`${options.fileName}-${today()}.xlsx`));
  const thread = new SheetThread(res, {
    title: translate(options.locale, options.sheetTitle),
    columns: options.columns.map((column) => ({
      header: translate(options.locale, column.header),
      width: column.width,
      ...(column.numFmt ? { numFmt: column.numFmt } : {}),
    })),
  });
  try {
    const values = options.columns.map((column) => column.value);
    const batches = 'batches' in options ? options.batches : grouped(options.rows);
    for await (const batch of batches) {
      await thread.write(batch.map((row) => values.map((value) => value(row))));
    }
    await thread.end();
  } finally {
    await thread.close();
  }
}
