import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { type FromXlsxWorker, type ToXlsxWorker, type XlsxSheetSetup } from './xlsx-sheet.messages';

/**
 * Writes one streamed xlsx worksheet on a thread of its own, so that the request's thread reads
 * and maps the next rows from PostgreSQL while this one renders exceljs' XML (about two thirds of
 * an export's work): the bytes go back to the request's thread, which answers with them.
 */
function run(): void {
  const port = parentPort;
  if (!port) {
    throw new Error('xlsx-sheet.worker runs as a worker thread');
  }
  const setup = workerData as XlsxSheetSetup;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // a copy of its own (archiver's chunks may share a pooled buffer), moved, not cloned
      const bytes = new Uint8Array(chunk);
      port.postMessage({ type: 'chunk', bytes } satisfies FromXlsxWorker, [bytes.buffer]);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(setup.title);
  sheet.columns = setup.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // One style object per column, shared by its cells: exceljs caches a cell's style by object, so
  // each column's style is rendered once instead of once per cell (the same file, about twice as fast).
  const styles: Partial<ExcelJS.Style>[] = setup.columns.map((column) =>
    column.numFmt ? { numFmt: column.numFmt } : {},
  );
  port.on('message', (message: ToXlsxWorker) => {
    if (message.type === 'rows') {
      for (const values of message.rows) {
        const line = sheet.addRow(values);
        line.eachCell((cell, number) => {
          cell.style = styles[number - 1] ?? {};
        });
        line.commit();
      }
      port.postMessage({ type: 'written' } satisfies FromXlsxWorker);
      return;
    }
    sheet.commit();
    workbook.commit().then(
      () => port.postMessage({ type: 'done' } satisfies FromXlsxWorker),
      (error: unknown) => {
        // an uncaught error ends the worker with an 'error' event in the request's thread
        setImmediate(() => {
          throw error;
        });
      },
    );
  });
}

run();
