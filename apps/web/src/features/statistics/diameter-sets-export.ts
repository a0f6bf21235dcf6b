import { type XlsxSheet } from '../../shared/files/xlsx-writer';
import { isVolumeColumn, type ReportTable } from './diameter-sets-rules';

/** The report's worksheet: the sheets compared above, a bold header and totals, m3 with 3 decimals. */
export function reportSheet(table: ReportTable, name: string): XlsxSheet {
  return {
    name,
    columns: table.header.map((_title, index) => ({
      width: index === 0 ? 14 : 16,
      ...(isVolumeColumn(index) ? { numFmt: '0.000' } : {}),
    })),
    rows: [
      ...table.intro.map((line) => ({ cells: [line] })),
      { cells: [] },
      { cells: table.header, bold: true },
      ...table.body.map((cells, index) => ({ cells, bold: index === table.body.length - 1 })),
    ],
  };
}
