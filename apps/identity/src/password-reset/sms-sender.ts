import { loggerFor } from '@timber/nest-kit';

/** Where text messages go. Production plugs in a provider; development and tests use the sandbox. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}
export const SMS_SENDER = Symbol('SMS_SENDER');

/**
 * Sends nothing: writes the message to the log (and keeps the last one per phone in memory), so a
 * person running the system locally reads the code in tmp/logs/identity.log and completes the flow.
 */
export class SandboxSmsSender implements SmsSender {
  private readonly log = loggerFor('sms-sandbox');
  readonly lastByPhone = new Map<string, string>();

  send(phone: string, text: string): Promise<void> {
    this.lastByPhone.set(phone, text);
    this.log.warn({ phone, text }, 'SMS (sandbox, not sent)');
    return Promise.resolve();
  }
}
