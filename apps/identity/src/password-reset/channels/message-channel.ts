import { type Locale } from '@timber/i18n';
import { type ResetChannelKind } from '../../shared/reset-target';

/** What a reset message says: the code and how long it is valid, in the asking user's language. */
export interface ResetCodeMessage {
  code: string;
  minutes: number;
  locale: Locale;
}

/**
 * The port every sender implements (Tencent Cloud SMS, SMTP mail, the development log).
 * `send` resolves once the provider accepted the message and otherwise throws a DomainError
 * (AUTH.MESSAGE_LIMITED, AUTH.MESSAGE_REFUSED, AUTH.MESSAGE_UNAVAILABLE) the user is shown.
 */
export interface MessageChannel {
  readonly kind: ResetChannelKind;
  /** false when the channel is not configured: codes are then refused before any is made */
  readonly enabled: boolean;
  send(to: string, message: ResetCodeMessage): Promise<void>;
}

export const SMS_CHANNEL = Symbol('SMS_CHANNEL');
export const MAIL_CHANNEL = Symbol('MAIL_CHANNEL');
