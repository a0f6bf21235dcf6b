import { translate } from '@timber/i18n';
import { loggerFor } from '@timber/nest-kit';
import { type ResetChannelKind } from '../../shared/reset-target';
import { type MessageChannel, type ResetCodeMessage } from './message-channel';

/**
 * Sends nothing: writes the message to the log (and keeps the last one per phone or address in
 * memory), so a person running the system locally reads the code in tmp/logs/identity.log.
 * Only with MESSAGES_LOG_ONLY=1, which the configuration refuses in production.
 */
export class LogMessageChannel implements MessageChannel {
  readonly enabled = true;
  readonly lastByTarget = new Map<string, string>();
  private readonly log = loggerFor('messages-log-only');

  constructor(readonly kind: ResetChannelKind) {}

  send(to: string, { code, minutes, locale }: ResetCodeMessage): Promise<void> {
    const text = translate(
      locale,
      this.kind === 'sms' ? 'server.sms.resetCode' : 'server.mail.resetCode.text',
      {
        code,
        minutes,
      },
    );
    this.lastByTarget.set(to, text);
    this.log.warn(
      { channel: this.kind, to, text },
      'reset code (MESSAGES_LOG_ONLY: written to the log, not sent)',
    );
    return Promise.resolve();
  }
}
