import { DomainError } from '@timber/contracts';
import { translate } from '@timber/i18n';
import { loggerFor } from '@timber/nest-kit';
import { createTransport, type Transporter } from 'nodemailer';
import { type MessageChannel, type ResetCodeMessage } from './message-channel';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  from: string;
  timeoutSeconds: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The reset mail in the user's language: a subject, plain text, and the same text as simple HTML. */
export function resetMail({ code, minutes, locale }: ResetCodeMessage): {
  subject: string;
  text: string;
  html: string;
} {
  const text = translate(locale, 'server.mail.resetCode.text', { code, minutes });
  const paragraphs = text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeHtml(p).replace(escapeHtml(code), `<strong style="font-size:1.4em;letter-spacing:2px">${code}</strong>`)}</p>`,
    )
    .join('\n');
  return {
    subject: translate(locale, 'server.mail.resetCode.subject'),
    text,
    html: `<!doctype html>\n<html lang="${locale}"><body style="font-family:sans-serif">\n${paragraphs}\n</body></html>`,
  };
}

/** Reset codes by e-mail over SMTP (nodemailer), for tenants outside mainland China. */
export class SmtpMailChannel implements MessageChannel {
  readonly kind = 'mail' as const;
  readonly enabled = true;
  private readonly transport: Transporter;
  private readonly log = loggerFor('smtp-mail');

  constructor(private readonly settings: SmtpSettings) {
    const timeout = settings.timeoutSeconds * 1000;
    this.transport = createTransport({
      url: settings.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(to: string, message: ResetCodeMessage): Promise<void> {
    try {
      const info = await this.transport.sendMail({ from: this.settings.from, to, ...resetMail(message) });
      this.log.info({ messageId: info.messageId }, 'reset code sent by e-mail');
    } catch (error) {
      // nodemailer's codes: EENVELOPE with the server's reply for a refused recipient, ECONNECTION,
      // ETIMEDOUT, EAUTH… for a server that is down, slow or misconfigured
      const { code, responseCode, message } = error as {
        code?: string;
        responseCode?: number;
        message?: string;
      };
      this.log.error({ code, responseCode, message }, 'SMTP server did not take the reset mail');
      throw new DomainError(
        code === 'EENVELOPE' && responseCode !== undefined && responseCode >= 500
          ? 'AUTH.MESSAGE_REFUSED'
          : 'AUTH.MESSAGE_UNAVAILABLE',
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
