import { type ImportedSheets, importedSheetsSchema, type ImportProblem } from '@timber/contracts';
import { uploadForm } from '../../../shared/files/upload-form';

/** §9 upload part size: the server takes a workbook of at most 10 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** What an import answered: the sheets it created, or the row-by-row report of a refused workbook. */
export type ImportOutcome =
  | { kind: 'imported'; sheets: ImportedSheets['sheets'] }
  | { kind: 'refused'; message: string; problems: ImportProblem[] };

/**
 * Sends a workbook as a multipart form (`field`: entryXls or deliveryXls, spec §7). A refused
 * workbook answers its report (nothing was imported); any other failure is shown as every API
 * error is and rejects with an UploadError.
 */
export async function uploadWorkbook(url: string, field: string, file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append(field, file, file.name);
  const outcome = await uploadForm(url, form, importedSheetsSchema);
  return outcome.kind === 'imported' ? { kind: 'imported', sheets: outcome.data.sheets } : outcome;
}
