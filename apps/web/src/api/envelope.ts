import { type ApiEnvelope, LOGIN_INVALID_CODES, SUCCESS_CODE } from '@timber/contracts';
import { t } from '../shared/i18n/intl';
import { notify, promptLoginInvalid } from '../shared/ui/notify';

/**
 * The answer envelope of every API call (spec §7) and its errors, without the generated client:
 * the login and public pages call with fetch through this module so that their first screen
 * loads no Redux (issue 22, a lighter first load).
 */

export { REQUEST_TIMEOUT_MS, timezoneOffsetHours } from './request-basics';
/** One shared layer also accepts 20000 as success (spec §7). */
const ALT_SUCCESS_CODE = 20000;
/** Code of errors that never reached the server (network, timeout). */
export const NETWORK_ERROR_CODE = -1;

/** An API failure: the envelope's code and its msg, already in the user's language. */
export interface ApiError {
  code: number;
  msg: string;
}

/** An {@link ApiError} thrown by a call made with fetch alone (post-envelope.ts). */
export class ApiFailure extends Error implements ApiError {
  readonly code: number;
  readonly msg: string;

  constructor(failure: ApiError) {
    super(failure.msg);
    this.name = 'ApiFailure';
    this.code = failure.code;
    this.msg = failure.msg;
  }
}

export const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'number' &&
  'msg' in value;

/** A success envelope: code 0, or 20000 from the one shared layer that answers it. */
export const isSuccess = (body: unknown): body is ApiEnvelope<unknown> =>
  isEnvelope(body) && (body.code === SUCCESS_CODE || body.code === ALT_SUCCESS_CODE);

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

/** The message of anything a mutation's `.unwrap()` throws. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { msg?: unknown }).msg === 'string') {
    return (error as ApiError).msg;
  }
  return t('request.abnormal');
}
