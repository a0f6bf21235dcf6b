import { operationMessageId, WRITE_ROUTES } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';

/** The operations identity records itself (sign-ins and their alarm), beside every write route's. */
const OWN_OPERATIONS = ['login', 'appLogin', 'passwordReset', 'loginFailuresAlarm'] as const;

/** Every operation the log can hold, by message id. */
export const OPERATION_MESSAGE_IDS: readonly string[] = [...OWN_OPERATIONS, ...WRITE_ROUTES].map(
  operationMessageId,
);

/**
 * An entry's operation in the reader's language: its message with the entry's parameters. A
 * parameter the message names but the entry lacks (an older entry, an optional field left out)
 * reads `…` rather than failing the whole page.
 */
export function renderOperation(
  locale: Locale,
  messageId: string,
  params: Readonly<Record<string, string | number>>,
): string {
  const filled = new Proxy(params, {
    has: () => true,
    get: (target, key) => (typeof key === 'string' && key in target ? target[key] : '…'),
  }) as Record<string, string | number>;
  return translate(locale, messageId, filled);
}

/** The operations the Log tab's filter offers, named in the reader's language and sorted by name. */
export function operationOptions(locale: Locale): { value: string; label: string }[] {
  return OPERATION_MESSAGE_IDS.map((value) => ({ value, label: renderOperation(locale, value, {}) })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}
