import { type PaymentCallback } from '@timber/contracts';

/** What a provider needs to take a payment: which, how much, through which channel. */
export interface PaymentOrder {
  id: string;
  amountCents: number;
  channel: string;
}

/** A callback whose signature the provider's key verified: what it says happened. */
export interface VerifiedCallback {
  paymentId: string;
  amountCents: number;
  outcome: 'paid' | 'failed';
  providerRef: string;
}

/**
 * A payment provider (issue 18: "behind one interface"): where the payer goes to pay, and whether
 * a callback is truly the provider's. The shipped one is the sandbox (SandboxProvider); a real
 * provider (Alipay, WeChat Pay) implements the same two calls with its own keys.
 */
export interface PaymentProvider {
  readonly name: string;
  /** the page the payer is sent to (payUrl of /zfPay/payment) */
  payUrl(order: PaymentOrder): string;
  /** the callback, verified; PAYMENT.BAD_SIGNATURE (DomainError) when it is not the provider's */
  verify(callback: PaymentCallback): VerifiedCallback;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
