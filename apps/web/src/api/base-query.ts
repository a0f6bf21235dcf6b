import { type BaseQueryFn, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type ApiEnvelope, LOGIN_INVALID_CODES, SUCCESS_CODE } from '@timber/contracts';
import { getToken } from '../shared/auth/token';
import { getLocale, t } from '../shared/i18n/intl';
import { notify, promptLoginInvalid } from '../shared/ui/notify';

/** Request timeout (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 5000;
/** One shared layer also accepts 20000 as success (spec §7). */
const ALT_SUCCESS_CODE = 20000;
/** Code of errors that never reached the server (network, timeout). */
export const NETWORK_ERROR_CODE = -1;

/** An API failure: the envelope's code and its msg, already in the user's language. */
export interface ApiError {
  code: number;
  msg: string;
}

/** Hours east of UTC, e.g. 8 or -5.5 (spec §7). */
export const timezoneOffsetHours = (date = new Date()): number => -date.getTimezoneOffset() / 60;

const rawBaseQuery = fetchBaseQuery({
  // Same origin; absolute so the request also works where fetch needs a full URL (tests).
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    headers.set('lang', getLocale());
    headers.set('timezone-offset', String(timezoneOffsetHours()));
    return headers;
  },
});

export const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'number' &&
  'msg' in value;

/** The API error of a failed call: the server's envelope, else a network or timeout message. */
export function toApiError(status: number | string, body: unknown): ApiError {
  if (isEnvelope(body)) {
    return { code: body.code, msg: body.msg || t('request.abnormal') };
  }
  if (status === 'TIMEOUT_ERROR') {
    return { code: NETWORK_ERROR_CODE, msg: t('request.timeout') };
  }
  if (status === 'FETCH_ERROR') {
    return { code: NETWORK_ERROR_CODE, msg: t('request.network') };
  }
  return { code: typeof status === 'number' ? status : NETWORK_ERROR_CODE, msg: t('request.abnormal') };
}

/** Reports an API error the way the shared layer does (spec §8). */
export function reportApiError(error: ApiError): void {
  notify.error(error.msg);
  if (LOGIN_INVALID_CODES.includes(error.code)) {
    promptLoginInvalid();
  }
}

/**
 * fetch with the token, language and time-zone headers; success is code 0 (or 20000) and
 * answers the envelope; any other code is an {@link ApiError}, shown as a 5 s error toast.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra as object);
  const body: unknown = result.error ? result.error.data : result.data;
  if (!result.error && isEnvelope(body) && (body.code === SUCCESS_CODE || body.code === ALT_SUCCESS_CODE)) {
    return { data: body, meta: result.meta };
  }
  const error = toApiError(result.error ? result.error.status : 'PARSING_ERROR', body);
  reportApiError(error);
  return { error, meta: result.meta };
};

/** The message of anything a mutation's `.unwrap()` throws. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { msg?: unknown }).msg === 'string') {
    return (error as ApiError).msg;
  }
  return t('request.abnormal');
}
