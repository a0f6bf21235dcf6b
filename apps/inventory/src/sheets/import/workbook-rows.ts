import { DomainError } from '@timber/contracts';
import ExcelJS from 'exceljs';
import { type Cell } from './sheet-import';

/** An old Excel workbook (.xls, BIFF) is an OLE compound file: it starts with this signature. */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const isCompoundFile = (file: Buffer): boolean =>
  file.length >= COMPOUND_FILE.length && file.subarray(0, COMPOUND_FILE.length).equals(COMPOUND_FILE);

/** An empty text cell is no entry, as a cell never written is. */
const exceljsCell = (value: ExcelJS.CellValue): Cell => {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) {
    return value;
  }
  if (typeof value === 'object' && 'richText' in value) {
    return value.richText.map((part) => part.text).join('');
  }
  if (typeof value === 'object' && 'result' in value) {
    return exceljsCell(value.result as ExcelJS.CellValue);
  }
  return String(value as unknown as string);
};

const sheetjsCell = (value: unknown): Cell => {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) {
    return value;
  }
  return String(value as boolean);
};

/** .xlsx through exceljs: `rows[n]` is spreadsheet row n + 2 (row 1 holds the headers). */
async function xlsxRows(file: Buffer, columns: number): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new DomainError('IMPORT.NOT_XLSX');
  }
  const rows: Cell[][] = [];
  book.worksheets[0]?.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > 1) {
      rows[number - 2] = Array.from({ length: columns }, (_, i) => exceljsCell(row.getCell(i + 1).value));
    }
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * .xls (Excel 97-2003, BIFF8) through SheetJS (the `@e965/xlsx` republish of SheetJS CE 0.20.3,
 * the version with the fixes for CVE-2023-30533 and CVE-2024-22363, which SheetJS publishes only
 * on its own CDN). Read as values only: no formulas evaluated, no styles, dates as dates.
 * Loaded on the first .xls: SheetJS adds about 35 MB to a process, which only an .xls needs.
 */
async function xlsRows(file: Buffer, columns: number): Promise<Cell[][]> {
  const { read, utils } = await import('@e965/xlsx');
  let rows: unknown[][];
  try {
    const book = read(file, { type: 'buffer', cellDates: true, cellFormula: false, cellStyles: false });
    const first = book.SheetNames[0];
    const sheet = first === undefined ? undefined : book.Sheets[first];
    // range 0: rows counted from the top of the sheet, so a report names the row Excel shows
    rows = sheet
      ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, range: 0 })
      : [];
  } catch {
    throw new DomainError('IMPORT.NOT_XLSX');
  }
  return rows.slice(1).map((row) => Array.from({ length: columns }, (_, i) => sheetjsCell(row[i])));
}

/**
 * The data rows (below the header row) of the first worksheet of an uploaded workbook, .xlsx or
 * .xls (told apart by their content, not their name), each with `columns` cells; IMPORT.NOT_XLSX
 * when the file is neither.
 */
export async function workbookRows(file: Buffer, columns: number): Promise<Cell[][]> {
  return isCompoundFile(file) ? xlsRows(file, columns) : xlsxRows(file, columns);
}
