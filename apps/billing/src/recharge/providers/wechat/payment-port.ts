/*
 * A copy of the payment port of issue 34 (apps/billing/src/recharge/domain/payment-provider.ts as
 * rewritten on branch i34-pay), kept here so this adapter compiles on its own branch without
 * breaking the old port's users. Once the new port is in, import it from '../../domain/payment-provider'
 * and delete this file.
 */
export interface PaymentOrder {
  id: string;
  amountCents: number;
  channel: string;
  subject: string;
  expiresAt: Date;
}
export interface ProviderNotification {
  paymentId: string;
  amountCents: number;
  outcome: 'paid' | 'failed';
  providerRef: string;
  notifyId: string;
}
export type ProviderState =
  | { state: 'paid' | 'failed'; amountCents: number; providerRef: string }
  | { state: 'pending' }
  | { state: 'closed' }
  | { state: 'unknown' };
export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}
export interface PaymentProvider {
  readonly name: 'alipay' | 'wechat' | 'sandbox';
  start(order: PaymentOrder): Promise<{ payUrl: string }>; // wechat: the code_url (the web draws it as a QR image)
  verifyNotification(raw: {
    headers: Record<string, string | undefined>;
    body: string;
  }): Promise<ProviderNotification>; // DomainError('PAYMENT.BAD_SIGNATURE') when forged
  answer(accepted: boolean): ProviderAnswer;
  query(paymentId: string): Promise<ProviderState>; // provider errors/timeouts throw
  close(paymentId: string): Promise<void>;
}
