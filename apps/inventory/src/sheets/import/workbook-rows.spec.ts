import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookRows } from './workbook-rows';

const HEADER = ['date', 'standard', 'location', 'wood', 'customer', 'truck', 'dia', 'len', 'qty'];
const ROWS = [
  ['2026-11-22', 'ch', 'Yard A', 'Pine', 'Buyer', 'AB1', 30, 4, 5],
  [],
  ['2026-11-22', 'ch', 'Yard A', 'Pine', '', '', 32.5, 6, 1],
];

/** An Excel 97-2003 workbook (BIFF8 in an OLE compound file), as old yard PCs save them. */
function xlsOf(aoa: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(aoa), 'import');
  return write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function xlsxOf(aoa: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  aoa.forEach((row, index) => {
    sheet.getRow(index + 1).values = row as ExcelJS.CellValue[];
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('workbookRows', () => {
  it('reads an .xls (BIFF8) workbook: data rows below the header, blank rows kept, row numbers as Excel shows them', async () => {
    const file = xlsOf([HEADER, ...ROWS]);
    expect(file.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const rows = await workbookRows(file, HEADER.length);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(['2026-11-22', 'ch', 'Yard A', 'Pine', 'Buyer', 'AB1', 30, 4, 5]);
    expect(rows[1]).toEqual([null, null, null, null, null, null, null, null, null]);
    expect(rows[2]).toEqual(['2026-11-22', 'ch', 'Yard A', 'Pine', null, null, 32.5, 6, 1]);
  });

  it('reads the same rows from an .xlsx workbook', async () => {
    const rows = await workbookRows(await xlsxOf([HEADER, ...ROWS]), HEADER.length);
    expect(rows[0]).toEqual(['2026-11-22', 'ch', 'Yard A', 'Pine', 'Buyer', 'AB1', 30, 4, 5]);
    expect(rows[2]?.slice(6)).toEqual([32.5, 6, 1]);
  });

  it('reads a date cell of an .xls as a date', async () => {
    const rows = await workbookRows(xlsOf([HEADER, [new Date(Date.UTC(2026, 10, 22)), 'ch']]), HEADER.length);
    expect(rows[0]?.[0]).toBeInstanceOf(Date);
    expect((rows[0]?.[0] as Date).getUTCDate()).toBe(22);
  });

  it('refuses a file that is no workbook, whatever its first bytes', async () => {
    await expect(workbookRows(Buffer.from('date,standard\n2026-11-22,ch\n'), 9)).rejects.toMatchObject({
      key: 'IMPORT.NOT_XLSX',
    });
    const fakeXls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 7)]);
    await expect(workbookRows(fakeXls, 9)).rejects.toMatchObject({ key: 'IMPORT.NOT_XLSX' });
  });
});
