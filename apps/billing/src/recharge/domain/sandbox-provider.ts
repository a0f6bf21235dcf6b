import { DomainError, type PaymentCallback } from '@timber/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentOrder, type PaymentProvider, type VerifiedCallback } from './payment-provider';

/** What a sandbox callback's signature covers, in this order. */
const signed = (c: Omit<VerifiedCallback, never>): string =>
  [c.paymentId, c.amountCents, c.outcome, c.providerRef].join('|');

/**
 * The sandbox payment provider a person can use locally: its pay page (served by billing through
 * the BFF, /zfPay/sandbox/{id}) shows the amount with Pay and Fail buttons, each posting a callback
 * signed with SANDBOX_PAY_SECRET (HMAC-SHA256) to /zfPay/notify, as a real provider's server
 * would. The page carries the two callbacks signed for the payment's own amount: altering any
 * field breaks the signature.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly secret: string) {}

  payUrl(order: PaymentOrder): string {
    return `/api/zfPay/sandbox/${order.id}`;
  }

  /** The callback the pay page posts for an outcome, signed. */
  callback(order: PaymentOrder, outcome: 'paid' | 'failed'): PaymentCallback {
    const body = {
      paymentId: order.id,
      amountCents: order.amountCents,
      outcome,
      providerRef: `sandbox-${order.id}`,
    };
    return { ...body, sign: this.sign(body) };
  }

  sign(callback: VerifiedCallback): string {
    return createHmac('sha256', this.secret).update(signed(callback)).digest('hex');
  }

  verify(callback: PaymentCallback): VerifiedCallback {
    const { sign, ...body } = callback;
    const expected = Buffer.from(this.sign(body), 'hex');
    const given = Buffer.from(sign, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new DomainError('PAYMENT.BAD_SIGNATURE');
    }
    return body;
  }
}
