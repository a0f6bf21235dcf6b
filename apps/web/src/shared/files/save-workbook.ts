import { saveBlob } from './download';
import { type XlsxSheet } from './xlsx-writer';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A table the page already shows, written as an xlsx workbook in the browser and downloaded
 * under this name. The writer loads on the first export, out of the page's bundle.
 */
export async function saveWorkbook(sheet: XlsxSheet, fileName: string): Promise<void> {
  const { xlsxWorkbook } = await import('./xlsx-writer');
  saveBlob(new Blob([xlsxWorkbook(sheet)], { type: XLSX_TYPE }), fileName);
}
