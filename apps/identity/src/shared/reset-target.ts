/** The two ways a reset code reaches a user: a text to a mainland mobile number, or an e-mail. */
export type ResetChannelKind = 'sms' | 'mail';

/** Where a code goes: a phone (11 digits) or a mailbox (lower-cased), with its channel. */
export interface ResetTarget {
  channel: ResetChannelKind;
  to: string;
}
