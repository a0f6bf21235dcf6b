import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { beijingTime, settlementOf } from './payment-rules';
import { SandboxProvider } from './sandbox-provider';

const order = { id: '0d9f8e1c-2b7a-4c3d-9e5f-6a7b8c9d0e1f', amountCents: 12345 };
const codeOf = async (work: () => unknown): Promise<string | undefined> => {
  try {
    await work();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.key : 'not a domain error';
  }
};
const raw = (body: unknown) => ({
  headers: {},
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the sandbox provider', () => {
  const provider = new SandboxProvider('s'.repeat(32));

  it('verifies its own notifications and refuses any altered field, another key or another shape', async () => {
    for (const outcome of ['paid', 'failed'] as const) {
      const callback = provider.callback(order, outcome);
      expect(await provider.verifyNotification(raw(callback))).toEqual({
        paymentId: order.id,
        amountCents: 12345,
        outcome,
        providerRef: `sandbox-${order.id}`,
        notifyId: `sandbox-${order.id}-${outcome}`,
      });
    }
    const paid = provider.callback(order, 'paid');
    const forged = [
      { ...paid, amountCents: 12346 },
      { ...paid, outcome: 'failed' as const },
      { ...paid, paymentId: '1d9f8e1c-2b7a-4c3d-9e5f-6a7b8c9d0e1f' },
      { ...paid, providerRef: 'other' },
      { ...paid, sign: '0'.repeat(64) },
      new SandboxProvider('t'.repeat(32)).callback(order, 'paid'),
      { ...paid, extra: 1 },
      'not json',
      '',
    ];
    for (const callback of forged) {
      expect(await codeOf(() => provider.verifyNotification(raw(callback)))).toBe('PAYMENT.BAD_SIGNATURE');
    }
    expect(
      await provider.start({ ...order, channel: 'alipay', subject: 's', expiresAt: new Date() }),
    ).toEqual({
      payUrl: `/api/zfPay/sandbox/${order.id}`,
    });
    expect(provider.answer(true).body).toBe('success');
    expect(provider.answer(false).body).toBe('fail');
    expect(await provider.query()).toEqual({ state: 'unknown' });
  });
});

describe('settling a payment', () => {
  const paid = { amountCents: 12345, outcome: 'paid' as const };
  const failed = { ...paid, outcome: 'failed' as const };

  it.each([
    [0, paid, 'credit'],
    [0, failed, 'fail'],
    [1, paid, 'repeat'],
    [2, failed, 'repeat'],
    [3, failed, 'repeat'],
  ] as const)('a payment at status %s with %o: %s', (status, verdict, settlement) => {
    expect(settlementOf({ amountCents: 12345, status }, verdict)).toBe(settlement);
  });

  it('refuses another amount, and an outcome contradicting the one applied (paid after closed among them)', async () => {
    expect(
      await codeOf(() => settlementOf({ amountCents: 12345, status: 0 }, { ...paid, amountCents: 12344 })),
    ).toBe('PAYMENT.AMOUNT_MISMATCH');
    expect(await codeOf(() => settlementOf({ amountCents: 12345, status: 1 }, failed))).toBe(
      'PAYMENT.SETTLED',
    );
    expect(await codeOf(() => settlementOf({ amountCents: 12345, status: 2 }, paid))).toBe('PAYMENT.SETTLED');
    expect(await codeOf(() => settlementOf({ amountCents: 12345, status: 3 }, paid))).toBe('PAYMENT.SETTLED');
  });

  it('writes an expiry in Beijing time, as Alipay and WeChat Pay take it', () => {
    expect(beijingTime(new Date('2026-11-28T16:30:05Z'))).toBe('2026-11-29 00:30:05');
  });
});
