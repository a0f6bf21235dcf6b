/** What a provider needs to open a payment: which, how much, through which channel, until when. */
export interface PaymentOrder {
  id: string;
  amountCents: number;
  channel: string;
  subject: string;
  expiresAt: Date;
}

/** A notification whose signature the provider's key verified: what it says happened. */
export interface ProviderNotification {
  paymentId: string;
  amountCents: number;
  outcome: 'paid' | 'failed';
  providerRef: string;
  /** the provider's id of this notification (the same notification sent again has the same) */
  notifyId: string;
}

/** Where a payment stands at its provider (reconciliation). */
export type ProviderState =
  | { state: 'paid' | 'failed'; amountCents: number; providerRef: string }
  | { state: 'pending' }
  | { state: 'closed' }
  | { state: 'unknown' };

/** The HTTP answer a provider expects to a notification. */
export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A payment provider (issue 34): where the payer pays, its notifications verified from their raw
 * HTTP form, and its answers to reconciliation. Alipay (providers/alipay), WeChat Pay
 * (providers/wechat) and, in development only, the sandbox implement it.
 */
export interface PaymentProvider {
  readonly name: 'alipay' | 'wechat' | 'sandbox'; // also the notify path segment
  /** opens the payment at the provider; payUrl is what the recharge dialog shows (alipay: the page-pay link; wechat: the code_url, drawn as a QR) */
  start(order: PaymentOrder): Promise<{ payUrl: string }>;
  /** verifies and reads one notification from its raw HTTP form; DomainError PAYMENT.BAD_SIGNATURE when forged */
  verifyNotification(raw: {
    headers: Record<string, string | undefined>;
    body: string;
  }): Promise<ProviderNotification>;
  /** what the provider expects back for a notification accepted (true) or refused (false) */
  answer(accepted: boolean): ProviderAnswer;
  /** asks the provider for the payment's state (reconciliation); provider errors/timeouts throw */
  query(paymentId: string): Promise<ProviderState>;
  /** closes an unpaid payment at the provider after its expiry */
  close(paymentId: string): Promise<void>;
}
