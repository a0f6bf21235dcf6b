import { DomainError, type PaymentCallback, paymentCallbackSchema } from '@timber/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type PaymentOrder,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderNotification,
  type ProviderState,
} from './payment-provider';

/** What a sandbox notification's signature covers, in this order. */
const signed = (c: Omit<PaymentCallback, 'sign'>): string =>
  [c.paymentId, c.amountCents, c.outcome, c.providerRef].join('|');

/**
 * The sandbox payment provider, for development and the demo only (PAYMENT_SANDBOX=1, refused in
 * production): its pay page (served by billing through the BFF, /zfPay/sandbox/{id}) says it is a
 * test, shows the amount with Pay and Fail buttons, each posting a notification signed with
 * SANDBOX_PAY_SECRET (HMAC-SHA256) to /zfPay/notify/sandbox, as a real provider's server would.
 * Whoever opens the page can credit the payment without paying: that is the point of a sandbox,
 * and why it is never on where money is real. It keeps no state: a query knows nothing
 * ('unknown'), closing has nothing to close.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly secret: string) {}

  start(order: PaymentOrder): Promise<{ payUrl: string }> {
    return Promise.resolve({ payUrl: `/api/zfPay/sandbox/${order.id}` });
  }

  /** The notification the pay page posts for an outcome, signed. */
  callback(order: { id: string; amountCents: number }, outcome: 'paid' | 'failed'): PaymentCallback {
    const body = {
      paymentId: order.id,
      amountCents: order.amountCents,
      outcome,
      providerRef: `sandbox-${order.id}`,
    };
    return { ...body, sign: this.sign(body) };
  }

  sign(callback: Omit<PaymentCallback, 'sign'>): string {
    return createHmac('sha256', this.secret).update(signed(callback)).digest('hex');
  }

  verifyNotification(raw: { body: string }): Promise<ProviderNotification> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.body);
    } catch {
      parsed = undefined;
    }
    const callback = paymentCallbackSchema.safeParse(parsed);
    if (!callback.success) {
      return Promise.reject(new DomainError('PAYMENT.BAD_SIGNATURE'));
    }
    const { sign, ...body } = callback.data;
    const expected = Buffer.from(this.sign(body), 'hex');
    const given = Buffer.from(sign, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return Promise.reject(new DomainError('PAYMENT.BAD_SIGNATURE'));
    }
    return Promise.resolve({ ...body, notifyId: `sandbox-${body.paymentId}-${body.outcome}` });
  }

  answer(accepted: boolean): ProviderAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }

  query(): Promise<ProviderState> {
    return Promise.resolve({ state: 'unknown' });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
