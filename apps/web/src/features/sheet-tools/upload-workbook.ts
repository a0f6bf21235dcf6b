import {
  type ImportedSheets,
  importedSheetsSchema,
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

/** §9 upload part size: the server takes a workbook of at most 10 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Importing thousands of rows may take a while (the BFF allows two minutes). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** What an import answered: the sheets it created, or the row-by-row report of a refused workbook. */
export type ImportOutcome =
  | { kind: 'imported'; sheets: ImportedSheets['sheets'] }
  | { kind: 'refused'; message: string; problems: ImportProblem[] };

/** An upload that failed otherwise (network, timeout, a file the server cannot read): already shown. */
export class UploadError extends Error implements ApiError {
  readonly code: number;
  readonly msg: string;

  constructor(failure: ApiError) {
    super(failure.msg);
    this.name = 'UploadError';
    this.code = failure.code;
    this.msg = failure.msg;
  }
}

const fail = (failure: ApiError): never => {
  reportApiError(failure);
  throw new UploadError(failure);
};

/**
 * Sends a workbook as a multipart form (`field`: entryXls or deliveryXls, spec §7) with the login
 * token, language and time-zone headers. A refused workbook answers its report (nothing was
 * imported); any other failure is shown as every API error is and rejects with an UploadError.
 */
export async function uploadWorkbook(url: string, field: string, file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append(field, file, file.name);
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
    response = await fetch(url, {
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
    const data = importedSheetsSchema.safeParse(body.data);
    return data.success
      ? { kind: 'imported', sheets: data.data.sheets }
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
