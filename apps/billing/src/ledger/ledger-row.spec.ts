import { describe, expect, it } from 'vitest';
import { remarkOf } from './ledger-row';

describe('remarkOf: the ledger remark column in the reader’s language (issue 35)', () => {
  it.each([
    ['en', 'alipay', 'Alipay'],
    ['en', 'wechat', 'WeChat Pay'],
    ['en', 'bankCard', 'Bank transfer'],
    ['zh', 'alipay', '支付宝'],
    ['zh', 'wechat', '微信支付'],
    ['zh', 'bankCard', '银行转账'],
    ['es', 'bankCard', 'Transferencia bancaria'],
    ['ru', 'bankCard', 'Банковский перевод'],
  ] as const)('a recharge by %s/%s names its channel: %s', (locale, channel, text) => {
    expect(remarkOf(locale, null, channel)).toBe(text);
  });

  it('a charge names its fee item, then its cause', () => {
    expect(remarkOf('en', 'volume', 'IN20261126-0002')).toBe('Measured volume IN20261126-0002');
  });

  it('any other remark stays as written', () => {
    expect(remarkOf('en', null, 'operator credit 12')).toBe('operator credit 12');
  });
});
