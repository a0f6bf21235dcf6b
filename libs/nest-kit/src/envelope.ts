import { type HttpServer } from '@nestjs/common';
import { type ApiEnvelope } from '@timber/contracts';
import { DEFAULT_LOCALE, type Locale, translate } from '@timber/i18n';
import { currentContext } from './request-context';

const okMessages = new Map<Locale, string>();

/** "OK" in `locale`, formatted once per language. */
function okMessage(locale: Locale): string {
  let message = okMessages.get(locale);
  if (message === undefined) {
    message = translate(locale, 'server.ok');
    okMessages.set(locale, message);
  }
  return message;
}

/** What a handler returns, as the answer `{code: 0, msg, data}` in the caller's language. */
export const successEnvelope = (data: unknown): ApiEnvelope<unknown> => ({
  code: 0,
  msg: okMessage(currentContext()?.locale ?? DEFAULT_LOCALE),
  data: data ?? null,
});

const enveloped = new WeakSet<HttpServer>();

/**
 * Makes the HTTP adapter answer every handler's result in the envelope (HttpPlatformModule does
 * this once per app), and only once: a request already answered, at its handler timeout (see
 * contextMiddleware), is not answered again. A global interceptor did this before, at the cost of
 * an RxJS pipeline and two AsyncResource bindings on every request, about 5 % of a service's CPU.
 * Errors never pass here: the envelope filter answers them.
 */
export function answerInEnvelope(adapter: HttpServer): void {
  if (enveloped.has(adapter)) {
    return;
  }
  enveloped.add(adapter);
  const reply = adapter.reply.bind(adapter);
  adapter.reply = (response: { headersSent?: boolean }, body: unknown, statusCode?: number): unknown =>
    response.headersSent ? undefined : reply(response, successEnvelope(body), statusCode);
}
