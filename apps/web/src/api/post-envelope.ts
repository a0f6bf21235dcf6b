import { type ApiEnvelope } from '@timber/contracts';
import { apiHeaders } from '../shared/files/api-headers';
import {
  type ApiError,
  ApiFailure,
  isSuccess,
  reportApiError,
  REQUEST_TIMEOUT_MS,
  toApiError,
} from './envelope';

/**
 * POSTs a JSON body to an API call with fetch alone, with the headers and the error handling of
 * the generated client (base-query.ts): answers the success envelope; any other answer is shown as
 * every API error is and rejects with it as an {@link ApiFailure}. For the screens that load before Redux
 * (the login page's first screen). `sent`: the same call already on its way (the share page's
 * inline script, features/share-order/share-prime.ts), whose answer is read instead.
 */
export async function postEnvelope<Data>(
  url: string,
  body: unknown,
  sent?: Promise<Response>,
): Promise<ApiEnvelope<Data>> {
  let status: number | string;
  let answer: unknown;
  try {
    const response = await (sent ??
      fetch(
        new Request(`${location.origin}${url}`, {
          method: 'POST',
          headers: { ...apiHeaders(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      ));
    status = response.status;
    answer = await response.json().catch(() => undefined);
  } catch (failure) {
    status =
      failure instanceof DOMException && failure.name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
  }
  if (isSuccess(answer)) {
    return answer as ApiEnvelope<Data>;
  }
  const error: ApiError = toApiError(status, answer);
  reportApiError(error);
  throw new ApiFailure(error);
}
