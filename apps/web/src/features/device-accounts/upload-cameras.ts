import { CAMERA_UPLOAD_FIELD, camerasImportedSchema, type ImportProblem } from '@timber/contracts';
import { uploadForm } from '../../shared/files/upload-form';

/** §9 upload part size: the server takes a file of at most 10 MB. */
export const CAMERA_CSV_MAX_BYTES = 10 * 1024 * 1024;

/** What an import answered: how many cameras it added, or the row-by-row report of a refused file. */
export type CameraImportOutcome =
  | { kind: 'imported'; imported: number }
  | { kind: 'refused'; message: string; problems: ImportProblem[] };

/**
 * §7 camera csv import: a multipart form with adminPwd and the file in mfile. Any failure other
 * than a report is shown as every API error is and rejects with an UploadError.
 */
export async function uploadCameras(file: File, adminPwd: string): Promise<CameraImportOutcome> {
  const form = new FormData();
  form.append('adminPwd', adminPwd);
  form.append(CAMERA_UPLOAD_FIELD, file, file.name);
  const outcome = await uploadForm('/api/ipcamera/upload', form, camerasImportedSchema);
  return outcome.kind === 'imported' ? { kind: 'imported', imported: outcome.data.imported } : outcome;
}
