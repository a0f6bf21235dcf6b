import { type ImportProblem, importReportSchema, SUCCESS_CODE } from '@timber/contracts';
import { type z } from 'zod';
import { type ApiError, ApiFailure, isEnvelope, reportApiError, toApiError } from '../../api/envelope';
import { apiHeaders } from './api-headers';

/** A long file may take a while to import (the BFF allows two minutes). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** What a file import answered: its data, or the row-by-row report of a refused file. */
export type UploadOutcome<Data> =
  | { kind: 'imported'; data: Data }
  | { kind: 'refused'; message: string; problems: ImportProblem[] };

/** An upload that failed otherwise (network, timeout, a file the server cannot read): already shown. */
export class UploadError extends ApiFailure {
  override readonly name = 'UploadError';
}

const fail = (failure: ApiError): never => {
  reportApiError(failure);
  throw new UploadError(failure);
};

/**
 * Sends a multipart form to an import call with the login token, language and time-zone headers.
 * A refused file answers its report (nothing was imported); any other failure is shown as every
 * API error is and rejects with an UploadError.
 */
export async function uploadForm<Data>(
  url: string,
  form: FormData,
  dataSchema: z.ZodType<Data>,
): Promise<UploadOutcome<Data>> {
  const headers = apiHeaders();
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
    const data = dataSchema.safeParse(body.data);
    return data.success
      ? { kind: 'imported', data: data.data }
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
