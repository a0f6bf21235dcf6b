import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wechatPayTestKeys } from '../../../testing/wechat-pay-server';
import { outTradeNoOf, paymentIdOf } from './out-trade-no';
import { wechatPayConfigOf, wechatPayEnvSchema } from './wechat-pay.config';
import { timeExpireOf, WechatPayProvider, wechatPayProviderFrom } from './wechat-pay.provider';

describe("a payment id and WeChat Pay's out_trade_no", () => {
  it.each([
    ['0d9f8e1c-2b7a-4c3d-9e5f-6a7b8c9d0e1f', '0d9f8e1c2b7a4c3d9e5f6a7b8c9d0e1f'],
    ['00000000-0000-0000-0000-000000000000', '00000000000000000000000000000000'],
    ['FFFFFFFF-AAAA-4BBB-8CCC-DDDDDDDDDDDD', 'ffffffffaaaa4bbb8cccdddddddddddd'],
  ])('maps %s to %s', (id, outTradeNo) => {
    expect(outTradeNoOf(id)).toBe(outTradeNo);
    expect(outTradeNo).toMatch(/^[0-9a-zA-Z_*-]{6,32}$/);
    expect(paymentIdOf(outTradeNo)).toBe(id.toLowerCase());
  });

  it('maps a thousand random ids there and back', () => {
    for (let i = 0; i < 1000; i += 1) {
      const id = randomUUID();
      expect(paymentIdOf(outTradeNoOf(id))).toBe(id);
    }
  });

  it.each(['', '0d9f8e1c2b7a4c3d9e5f6a7b8c9d0e1f', '0d9f8e1c-2b7a-4c3d-9e5f-6a7b8c9d0e1', 'x'.repeat(36)])(
    'refuses %j as a payment id',
    (id) => expect(() => outTradeNoOf(id)).toThrow(RangeError),
  );

  it.each([
    '',
    'abc',
    '0D9F8E1C2B7A4C3D9E5F6A7B8C9D0E1F',
    '0d9f8e1c2b7a4c3d9e5f6a7b8c9d0e1',
    '0d9f8e1c2b7a4c3d9e5f6a7b8c9d0e1f0',
    'order-12345',
  ])('names no payment with the out_trade_no %j', (outTradeNo) => expect(paymentIdOf(outTradeNo)).toBeNull());
});

describe('time_expire', () => {
  it.each([
    ['2026-03-01T00:00:00.000Z', '2026-03-01T08:00:00+08:00'],
    ['2026-02-28T16:30:59.999Z', '2026-03-01T00:30:59+08:00'],
    ['2024-12-31T20:00:00.000Z', '2025-01-01T04:00:00+08:00'],
  ])('of %s is %s (RFC 3339, Beijing time)', (at, expected) => {
    expect(timeExpireOf(new Date(at))).toBe(expected);
  });
});

describe('the WeChat Pay environment', () => {
  const keys = wechatPayTestKeys();
  const complete = {
    WECHATPAY_MCHID: keys.mchid,
    WECHATPAY_APPID: keys.appid,
    WECHATPAY_SERIAL: keys.merchantSerial,
    WECHATPAY_PRIVATE_KEY: keys.merchantPrivateKeyPem,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_CERT: keys.platformCertificatePem,
    WECHATPAY_NOTIFY_URL: 'https://example.com/api/zfPay/notify/wechat',
  };
  const problems = (env: Record<string, string>): string[] => {
    const parsed = wechatPayEnvSchema.safeParse(env);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('leaves the channel off when none is given', () => {
    const env = wechatPayEnvSchema.parse({});
    expect(wechatPayConfigOf(env)).toBeNull();
    expect(wechatPayProviderFrom(env)).toBeNull();
  });

  it('builds the provider from a complete environment, with the API default', () => {
    const env = wechatPayEnvSchema.parse(complete);
    expect(wechatPayConfigOf(env)).toMatchObject({
      mchid: keys.mchid,
      baseUrl: 'https://api.mch.weixin.qq.com/',
      timeoutMs: 10_000,
    });
    expect(wechatPayProviderFrom(env)).toBeInstanceOf(WechatPayProvider);
  });

  it('names every missing variable of a half given environment', () => {
    const { WECHATPAY_APIV3_KEY: _key, WECHATPAY_NOTIFY_URL: _url, ...half } = complete;
    const found = problems(half);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('WECHATPAY_APIV3_KEY, WECHATPAY_NOTIFY_URL missing');
    expect(problems({ WECHATPAY_MCHID: keys.mchid })[0]).toContain(
      'WECHATPAY_APPID, WECHATPAY_SERIAL, WECHATPAY_PRIVATE_KEY, WECHATPAY_APIV3_KEY, WECHATPAY_PLATFORM_CERT, WECHATPAY_NOTIFY_URL missing',
    );
  });

  it('refuses bad values, each by its name', () => {
    const publicKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(problems({ ...complete, WECHATPAY_APIV3_KEY: 'short' })).toEqual([
      'WECHATPAY_APIV3_KEY: WECHATPAY_APIV3_KEY must be 32 bytes',
    ]);
    expect(problems({ ...complete, WECHATPAY_PRIVATE_KEY: 'not a key' })).toEqual([
      'WECHATPAY_PRIVATE_KEY: WECHATPAY_PRIVATE_KEY is not a PEM private key',
    ]);
    expect(problems({ ...complete, WECHATPAY_PLATFORM_CERT: publicKey.toString() })).toEqual([
      'WECHATPAY_PLATFORM_CERT: WECHATPAY_PLATFORM_CERT is not a PEM X.509 certificate',
    ]);
    expect(problems({ ...complete, WECHATPAY_MCHID: 'mch-1' })).toEqual([
      'WECHATPAY_MCHID: WECHATPAY_MCHID is the merchant id: digits',
    ]);
  });

  it('takes PEMs whose line breaks are written \\n in one line', () => {
    const env = wechatPayEnvSchema.parse({
      ...complete,
      WECHATPAY_PRIVATE_KEY: keys.merchantPrivateKeyPem.replace(/\n/g, '\\n'),
      WECHATPAY_PLATFORM_CERT: keys.platformCertificatePem.replace(/\n/g, '\\n'),
    });
    expect(env.WECHATPAY_PRIVATE_KEY).toBe(keys.merchantPrivateKeyPem.trim());
    expect(env.WECHATPAY_PLATFORM_CERT).toBe(keys.platformCertificatePem.trim());
  });
});
