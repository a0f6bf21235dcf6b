import {
  CAMERA_UPLOAD_FIELD,
  camerasImportedSchema,
  type ImportProblem,
  importReportSchema,
  SUCCESS_CODE,
} from '@timber/contracts';
import {
  type ApiError,
  isEnvelope,
  reportApiError,
  timezoneOffsetHours,
  toApiError,
} from '../../api/base-query';
import { getToken } from '../../shared/auth/token';
import { getLocale } from '../../shared/i18n/intl';

/** §9 upload part size: the server takes a file of at most 10 MB. */
export const CAMERA_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** A long file may take a while (the BFF allows two minutes). */
const UPLOAD_TIMEOUT_MS = 120_000;

/** What an import answered: how many cameras it added, or the row-by-row report of a refused file. */
export type CameraImportOutcome =
  | { kind: 'imported'; imported: number }
  | { kind: 'refused'; message: string; problems: ImportProblem[] };

/** Thrown after a failure that is not a report (network, timeout, a file the server cannot read): already shown. */
export class CameraUploadError extends Error {
  constructor(readonly failure: ApiError) {
    super(failure.msg);
    this.name = 'CameraUploadError';
  }
}

const fail = (failure: ApiError): never => {
  reportApiError(failure);
  throw new CameraUploadError(failure);
};

/**
 * §7 camera csv import: a multipart form with adminPwd and the file in mfile, with the login
 * token, language and time-zone headers.
 */
export async function uploadCameras(file: File, adminPwd: string): Promise<CameraImportOutcome> {
  const form = new FormData();
  form.append('adminPwd', adminPwd);
  form.append(CAMERA_UPLOAD_FIELD, file, file.name);
  const headers: Record<string, string> = {
    lang: getLocale(),
    'timezone-offset': String(timezoneOffsetHours()),
  };
  const token = getToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch('/api/ipcamera/upload', {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return fail(toApiError(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', undefined));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isEnvelope(body) && body.code === SUCCESS_CODE) {
    const data = camerasImportedSchema.safeParse(body.data);
    return data.success
      ? { kind: 'imported', imported: data.data.imported }
      : fail(toApiError('PARSING_ERROR', undefined));
  }
  if (isEnvelope(body)) {
    const report = importReportSchema.safeParse(body.data);
    if (report.success) {
      return { kind: 'refused', message: body.msg, problems: report.data.problems };
    }
  }
  return fail(toApiError(response.status, body));
}
