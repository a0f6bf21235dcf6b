import { strToU8, zipSync } from 'fflate';

/**
 * A one-sheet xlsx workbook written in the browser: typed cells (text, numbers, blanks), column
 * widths, number formats per column and bold rows. Office Open XML is a zip of a few XML parts;
 * writing them takes a few kilobytes where a spreadsheet library takes most of a megabyte.
 */
export type XlsxCell = string | number | null;

export interface XlsxColumn {
  width: number;
  /** an Excel number format of the column's numbers, e.g. `0.000` */
  numFmt?: string;
}

export interface XlsxRow {
  cells: readonly XlsxCell[];
  bold?: boolean;
}

export interface XlsxSheet {
  /** shown on the sheet's tab; characters Excel forbids are replaced, 31 characters at most */
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly XlsxRow[];
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const FIRST_CUSTOM_FORMAT = 164;

const escapeXml = (text: string): string =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A, B, … Z, AA, AB, … for a 0-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export const safeSheetName = (name: string): string =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** The cell styles: every (bold, number format) pair, at index bold * formats + format. */
function styles(formats: readonly string[]): string {
  const numFmts = formats
    .map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(code)}"/>`)
    .join('');
  const xfs: string[] = [];
  for (const bold of [0, 1]) {
    for (const id of [0, ...formats.map((_code, i) => FIRST_CUSTOM_FORMAT + i)]) {
      xfs.push(
        `<xf numFmtId="${id}" fontId="${bold}" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ''}${bold ? ' applyFont="1"' : ''}/>`,
      );
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${MAIN_NS}">` +
    (formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}

function worksheet(sheet: XlsxSheet, formats: readonly string[]): string {
  const perBold = formats.length + 1;
  const columnFormat = sheet.columns.map((column) =>
    column.numFmt ? formats.indexOf(column.numFmt) + 1 : 0,
  );
  const cols = sheet.columns
    .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row.cells
        .map((value, c) => {
          const style = (row.bold ? perBold : 0) + (typeof value === 'number' ? (columnFormat[c] ?? 0) : 0);
          const ref = `${columnLetters(c)}${r + 1}`;
          const s = style ? ` s="${style}"` : '';
          if (value === null) {
            return style ? `<c r="${ref}"${s}/>` : '';
          }
          if (typeof value === 'number') {
            return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : `<c r="${ref}"${s}/>`;
          }
          return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>${rows}</sheetData></worksheet>`
  );
}

/** The workbook's bytes, ready to download as `.xlsx`. */
export function xlsxWorkbook(sheet: XlsxSheet): Uint8Array<ArrayBuffer> {
  const formats = [...new Set(sheet.columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))];
  const part = (xml: string) => strToU8(xml);
  const zipped = zipSync({
    '[Content_Types].xml': part(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': part(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': part(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        `<sheets><sheet name="${escapeXml(safeSheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': part(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': part(worksheet(sheet, formats)),
    'xl/styles.xml': part(styles(formats)),
  });
  // a copy on its own ArrayBuffer, as a Blob part must be
  return new Uint8Array(zipped);
}
