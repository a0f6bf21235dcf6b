import { type Buffer as ExcelBuffer, Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, safeSheetName, xlsxWorkbook } from './xlsx-writer';

describe('xlsx writer', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('keeps a sheet name Excel accepts', () => {
    expect(safeSheetName('a/b:c*d?[e]')).toBe('a b c d  e');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName('  ')).toBe('Sheet1');
  });

  it('writes text, numbers and blanks that a spreadsheet reads back, markup and all', async () => {
    const bytes = xlsxWorkbook({
      name: 'Журнал <1>',
      columns: [{ width: 10 }, { width: 12, numFmt: '0.000' }, { width: 14 }],
      rows: [
        { cells: ['a & <b>', 'объём', '"q"'], bold: true },
        { cells: ['x', 1.5, null] },
        { cells: [null, 0.1234, 'z'] },
      ],
    });
    const book = new Workbook();
    await book.xlsx.load(bytes.buffer as ExcelBuffer);
    const sheet = book.getWorksheet('Журнал <1>');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'a & <b>', 'объём', '"q"']);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'x', 1.5]);
    expect(sheet?.getRow(2).getCell(2).numFmt).toBe('0.000');
    expect(sheet?.getRow(3).getCell(1).value).toBeNull();
    expect(sheet?.getRow(3).getCell(2).value).toBe(0.1234);
    expect(sheet?.getColumn(3).width).toBe(14);
  });
});
