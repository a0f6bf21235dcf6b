import { IntlMessageFormat } from 'intl-messageformat';
import { type Locale } from './locales';
import en from './locales/server/en.json';
import es from './locales/server/es.json';
import ja from './locales/server/ja.json';
import ru from './locales/server/ru.json';
import zh from './locales/server/zh.json';

/** Messages the services send (errors, validation, operation log), in every language. */
export const SERVER_MESSAGES: Record<Locale, Record<string, string>> = { zh, en, es, ja, ru };

export type ServerMessageId = keyof typeof en;

const cache = new Map<string, IntlMessageFormat>();

/** The message in `locale`, with its ICU placeholders filled; the id itself when unknown. */
export function translate(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const source = SERVER_MESSAGES[locale][id] ?? SERVER_MESSAGES.en[id];
  if (source === undefined) {
    return id;
  }
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    cache.set(key, format);
  }
  return String(format.format(values));
}
