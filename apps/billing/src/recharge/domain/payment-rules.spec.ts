import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { settlementOf } from './payment-rules';
import { SandboxProvider } from './sandbox-provider';

const order = { id: '0d9f8e1c-2b7a-4c3d-9e5f-6a7b8c9d0e1f', amountCents: 12345, channel: 'alipay' };
const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.key : 'not a domain error';
  }
};

describe('the sandbox provider', () => {
  const provider = new SandboxProvider('s'.repeat(32));

  it('verifies its own callbacks and refuses any altered field or another key', () => {
    for (const outcome of ['paid', 'failed'] as const) {
      const callback = provider.callback(order, outcome);
      expect(provider.verify(callback)).toEqual({
        paymentId: order.id,
        amountCents: 12345,
        outcome,
        providerRef: `sandbox-${order.id}`,
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
    ];
    for (const callback of forged) {
      expect(codeOf(() => provider.verify(callback))).toBe('PAYMENT.BAD_SIGNATURE');
    }
    expect(provider.payUrl(order)).toBe(`/api/zfPay/sandbox/${order.id}`);
  });
});

describe('settling a payment', () => {
  const paid = { paymentId: order.id, amountCents: 12345, outcome: 'paid' as const, providerRef: 'r' };
  const failed = { ...paid, outcome: 'failed' as const };

  it.each([
    [0, paid, 'credit'],
    [0, failed, 'fail'],
    [1, paid, 'repeat'],
    [2, failed, 'repeat'],
  ] as const)('a payment at status %s with %o: %s', (status, callback, settlement) => {
    expect(settlementOf({ amountCents: 12345, status }, callback)).toBe(settlement);
  });

  it('refuses another amount, and an outcome contradicting the one applied', () => {
    expect(
      codeOf(() => settlementOf({ amountCents: 12345, status: 0 }, { ...paid, amountCents: 12344 })),
    ).toBe('PAYMENT.AMOUNT_MISMATCH');
    expect(codeOf(() => settlementOf({ amountCents: 12345, status: 1 }, failed))).toBe('PAYMENT.SETTLED');
    expect(codeOf(() => settlementOf({ amountCents: 12345, status: 2 }, paid))).toBe('PAYMENT.SETTLED');
  });
});
