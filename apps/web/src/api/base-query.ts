import { type BaseQueryFn, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiHeaders } from '../shared/files/api-headers';
import { TIMEOUT_MS } from './client-options.generated';
import { type ApiError, isSuccess, reportApiError, REQUEST_TIMEOUT_MS, toApiError } from './envelope';

export {
  errorMessage,
  isEnvelope,
  NETWORK_ERROR_CODE,
  reportApiError,
  REQUEST_TIMEOUT_MS,
  timezoneOffsetHours,
  toApiError,
  type ApiError,
} from './envelope';

const rawBaseQuery = fetchBaseQuery({
  // Same origin; absolute so the request also works where fetch needs a full URL (tests).
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    for (const [name, value] of Object.entries(apiHeaders())) {
      headers.set(name, value);
    }
    return headers;
  },
});

/**
 * An endpoint whose route may take longer than REQUEST_TIMEOUT_MS (the route catalogue's
 * timeoutMs, x-timeout-ms in the OpenAPI document) is waited for that long.
 */
export const withTimeout = (args: string | FetchArgs, timeout: number | undefined): string | FetchArgs =>
  timeout === undefined ? args : { ...(typeof args === 'string' ? { url: args } : args), timeout };

/**
 * fetch with the token, language and time-zone headers; success is code 0 (or 20000) and
 * answers the envelope; any other code is an {@link ApiError}, shown as a 5 s error toast.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(withTimeout(args, TIMEOUT_MS[api.endpoint]), api, extra as object);
  const body: unknown = result.error ? result.error.data : result.data;
  if (!result.error && isSuccess(body)) {
    return { data: body, meta: result.meta };
  }
  const error = toApiError(result.error ? result.error.status : 'PARSING_ERROR', body);
  reportApiError(error);
  return { error, meta: result.meta };
};
