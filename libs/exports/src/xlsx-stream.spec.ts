import ExcelJS from 'exceljs';
import { type Response } from 'express';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { streamXlsx } from './xlsx-stream';

/** A response that holds every chunk until `release` is called, then takes the rest at once. */
function heldResponse() {
  const chunks: Buffer[] = [];
  const waiting: (() => void)[] = [];
  let held = true;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      if (held) {
        waiting.push(done);
      } else {
        done();
      }
    },
  });
  const res = Object.assign(sink, { status: () => res, setHeader: () => res });
  return {
    res: res as unknown as Response,
    chunks,
    release() {
      held = false;
      waiting.splice(0).forEach((done) => done());
    },
  };
}

describe('streamXlsx', () => {
  it.each(['rows', 'batches'] as const)(
    'stops reading %s while the caller does not read the file, then writes them all',
    async (source) => {
      const total = 50_000;
      let read = 0;
      function* rows() {
        for (let i = 0; i < total; i += 1) {
          read += 1;
          yield { spu: `SPU${i}`, volume: i / 1000 };
        }
      }
      /** as a keyset page or a cursor hands them over: 1,000 at a time */
      async function* batches() {
        let batch: { spu: string; volume: number }[] = [];
        for (const row of rows()) {
          batch.push(row);
          if (batch.length === 1_000) {
            yield await Promise.resolve(batch);
            batch = [];
          }
        }
      }
      const { res, chunks, release } = heldResponse();
      const done = streamXlsx(res, {
        fileName: 'stock-in',
        sheetTitle: 'server.excel.stockInSheet',
        locale: 'en',
        columns: [
          { header: 'server.excel.spu', width: 20, value: (row: { spu: string }) => row.spu },
          { header: 'server.excel.volume', width: 10, value: (row: { volume: number }) => row.volume },
        ],
        ...(source === 'rows' ? { rows: rows() } : { batches: batches() }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // held back: a few thousand rows at most are in flight, not the whole answer
      expect(read).toBeLessThan(10_000);
      release();
      await done;
      expect(read).toBe(total);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
      const sheet = book.worksheets[0];
      expect(sheet?.rowCount).toBe(total + 1);
      expect(sheet?.getRow(total + 1).getCell(1).value).toBe(`SPU${total - 1}`);
    },
  );

  it('passes on a failure of its rows and stops its writer thread', async () => {
    function* rows() {
      yield { spu: 'SPU1' };
      throw new Error('the database went away');
    }
    const { res, release } = heldResponse();
    release();
    await expect(
      streamXlsx(res, {
        fileName: 'stock-in',
        sheetTitle: 'server.excel.stockInSheet',
        locale: 'en',
        columns: [{ header: 'server.excel.spu', width: 20, value: (row: { spu: string }) => row.spu }],
        rows: rows(),
      }),
    ).rejects.toThrow('the database went away');
  });
});
