import { type ApiError, ApiFailure, reportApiError, toApiError } from '../../api/envelope';
import { apiHeaders } from './api-headers';

/** A workbook may take long to write (the BFF allows two minutes for a download). */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * The file name of a `content-disposition` header: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"`; undefined when the header names none.
 */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) {
    return undefined;
  }
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** A download that failed: the API error (code and message in the user's language) as an Error. */
export class DownloadError extends ApiFailure {
  override readonly name = 'DownloadError';
}

/** Hands a blob to the browser as a download under this name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * POSTs `body` as JSON to a download route of the API (e.g. `/api/stockIn/d/downloadExcel`) with
 * the login token, language and time-zone headers, and saves the answer under the file name the
 * server gives (content-disposition). A failure (an envelope instead of a file, a network error,
 * a timeout) is shown the way every API error is (the server's message, spec §8), then the
 * promise rejects with a {@link DownloadError} (an {@link ApiError}), so a caller can stop its
 * progress indicator: callers catch it (`.catch(() => undefined)`), the message is already shown.
 */
export async function downloadFile(url: string, body: unknown): Promise<void> {
  const headers = { ...apiHeaders(), 'content-type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const failure = toApiError(
      error instanceof DOMException && error.name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR',
      undefined,
    );
    reportApiError(failure);
    throw new DownloadError(failure);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const failure = await failureOf(response);
    reportApiError(failure);
    throw new DownloadError(failure);
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? fallbackName(url));
}

async function failureOf(response: Response): Promise<ApiError> {
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return toApiError(response.status, answer);
}

/** The last path segment, when the server named no file. */
function fallbackName(url: string): string {
  const segment = url.split('?')[0]?.split('/').filter(Boolean).at(-1);
  return segment ? `${segment}.xlsx` : 'download.xlsx';
}
