import { type StockInPrintDataApiResponse } from '../sheets.api';

/** §7 getPrintData: what a printed sheet shows. */
export type SheetPrintData = StockInPrintDataApiResponse['data'];

export type PrintType = 'stockIn' | 'stockOut';

/** The print view of a sheet (opened from the lists' and the detail's print buttons). */
export const printPath = (type: PrintType, id: string): string =>
  `/stock/${type === 'stockIn' ? 'printIn' : 'printOut'}?${new URLSearchParams({ id }).toString()}`;

/** The PDF of the printed sheet (the same layout, printed by the server). */
export const printPdfUrl = (type: PrintType): string => `/api/${type}/d/downloadPrintPdf`;
