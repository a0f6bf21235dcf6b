import { ERROR_CODES, type ErrorKey } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';

export interface ErrorAnswer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

/** The envelope (spec §7, §8) and HTTP status of an error, its message in `locale`. */
export function errorAnswer(
  key: ErrorKey,
  params: Record<string, string | number>,
  locale: Locale,
  data: unknown = null,
): ErrorAnswer {
  const entry = ERROR_CODES[key];
  return {
    status: entry.status,
    body: { code: entry.code, msg: translate(locale, entry.messageId, params), data: data ?? null },
  };
}
