// The messages between a request's thread and the xlsx worksheet writer (xlsx-sheet.worker.ts).

/** A cell's value as the worker receives it (what structured cloning keeps of it). */
export type XlsxCell = string | number | Date | null;

/** What the worker is started with: one worksheet, its texts already in the caller's language. */
export interface XlsxSheetSetup {
  title: string;
  columns: readonly { header: string; width: number; numFmt?: string }[];
}

/** From the request's thread to the worker: rows to write, then the end of the worksheet. */
export type ToXlsxWorker = { type: 'rows'; rows: XlsxCell[][] } | { type: 'end' };

/**
 * From the worker: bytes of the file in order, `written` once a batch of rows is in the zip stream
 * (the next may come), `done` after the last byte.
 */
export type FromXlsxWorker = { type: 'chunk'; bytes: Uint8Array } | { type: 'written' } | { type: 'done' };
