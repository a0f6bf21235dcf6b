import { loggerFor } from '@timber/nest-kit';
import { type Response } from 'express';

const log = loggerFor('FileAnswer');

/** Thrown into a workbook's rows when the caller has gone: the reading stops, the transaction ends. */
export class CallerGoneError extends Error {
  constructor() {
    super('the caller closed the connection before the file was written');
    this.name = 'CallerGoneError';
  }
}

/**
 * Answers with a file written while its rows are read. `write` runs the checks that can still
 * refuse the export with an error envelope (nothing found, too many rows), then calls `started`
 * and writes the file. From `started` on, the handler's promise is settled: a large workbook is
 * bounded by the export row limit and the BFF's download timeout, not by the handler timeout
 * meant for calls that answer JSON. A failure after that point can no longer become an envelope
 * (the headers are sent): it is logged and the connection is cut, so the caller sees a broken
 * download rather than a complete-looking file.
 */
export function answerWithFile(res: Response, write: (started: () => void) => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let begun = false;
    write(() => {
      begun = true;
      resolve();
    }).then(resolve, (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!begun) {
        reject(failure);
        return;
      }
      if (!(failure instanceof CallerGoneError)) {
        log.error({ err: failure }, 'writing a file failed after its headers were sent');
      }
      res.destroy(failure);
    });
  });
}

/** The rows (or batches of rows), as long as the caller is still there to receive them. */
export async function* whileConnected<Row>(
  res: Response,
  rows: AsyncIterable<Row> | Iterable<Row>,
): AsyncGenerator<Row> {
  let closed = false;
  const onClose = () => {
    closed = true;
  };
  res.once('close', onClose);
  try {
    for await (const row of rows) {
      if (closed || res.destroyed) {
        throw new CallerGoneError();
      }
      yield row;
    }
  } finally {
    res.off('close', onClose);
  }
}
