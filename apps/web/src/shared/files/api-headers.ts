import { timezoneOffsetHours } from '../../api/envelope';
import { getToken } from '../auth/token';
import { getLocale } from '../i18n/intl';

/**
 * The headers every API call carries (the login token, language and time zone), for the calls
 * made with fetch itself (downloads, form uploads, upload parts and photos), which the generated
 * client cannot send or read.
 */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    lang: getLocale(),
    'timezone-offset': String(timezoneOffsetHours()),
  };
  const token = getToken();
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
  }
  return headers;
}
