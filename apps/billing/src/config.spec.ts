import { loadConfig } from '@timber/nest-kit';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validBillingConfigSchema } from './config';

/** What every billing needs (none of it about payments). */
const BASE_ENV = {
  DATABASE_URL: 'postgres://billing_svc@127.0.0.1:5432/timber',
  RELAY_DATABASE_URL: 'postgres://billing_relay@127.0.0.1:5432/timber',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'j'.repeat(32),
};
const SECRET = 's'.repeat(32);
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});
const ALIPAY = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: keys.privateKey,
  ALIPAY_PUBLIC_KEY: keys.publicKey,
  ALIPAY_NOTIFY_URL: 'https://pay.example.com/api/zfPay/notify/alipay',
};

const problemOf = (env: Record<string, string>): string => {
  try {
    loadConfig(validBillingConfigSchema, env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('billing configuration: the payment providers', () => {
  it('has the sandbox off by default, and needs no sandbox secret then', () => {
    const config = loadConfig(validBillingConfigSchema, BASE_ENV);
    expect(config).toMatchObject({ PAYMENT_SANDBOX: false, PAYMENT_EXPIRY_MINUTES: 30 });
    expect(config.SANDBOX_PAY_SECRET).toBeUndefined();
    expect(config.ALIPAY_GATEWAY).toBe('https://openapi.alipay.com/gateway.do');
  });

  it('refuses the sandbox in production, naming PAYMENT_SANDBOX', () => {
    expect(
      problemOf({ ...BASE_ENV, NODE_ENV: 'production', PAYMENT_SANDBOX: '1', SANDBOX_PAY_SECRET: SECRET }),
    ).toMatch(/PAYMENT_SANDBOX: PAYMENT_SANDBOX=1 is refused with NODE_ENV=production/);
    expect(problemOf({ ...BASE_ENV, NODE_ENV: 'production', PAYMENT_SANDBOX: '0' })).toBe('');
    expect(
      problemOf({ ...BASE_ENV, NODE_ENV: 'development', PAYMENT_SANDBOX: '1', SANDBOX_PAY_SECRET: SECRET }),
    ).toBe('');
  });

  it('needs the sandbox secret (at least 32 characters) when the sandbox is on', () => {
    expect(problemOf({ ...BASE_ENV, PAYMENT_SANDBOX: '1' })).toMatch(
      /SANDBOX_PAY_SECRET: SANDBOX_PAY_SECRET is required when PAYMENT_SANDBOX=1/,
    );
    expect(problemOf({ ...BASE_ENV, PAYMENT_SANDBOX: '1', SANDBOX_PAY_SECRET: 'short' })).toMatch(
      /SANDBOX_PAY_SECRET needs at least 32 characters/,
    );
    expect(problemOf({ ...BASE_ENV, PAYMENT_SANDBOX: 'yes' })).toMatch(/PAYMENT_SANDBOX is 0 or 1/);
  });

  it('takes Alipay whole or not at all, its keys as PEM or bare base64, and refuses a key that is none', () => {
    expect(problemOf({ ...BASE_ENV, ...ALIPAY })).toBe('');
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(
      problemOf({
        ...BASE_ENV,
        ...ALIPAY,
        ALIPAY_PRIVATE_KEY: bare(keys.privateKey),
        ALIPAY_PUBLIC_KEY: bare(keys.publicKey),
      }),
    ).toBe('');
    const { ALIPAY_PUBLIC_KEY: _, ...partial } = ALIPAY;
    expect(problemOf({ ...BASE_ENV, ...partial })).toMatch(
      /ALIPAY_PUBLIC_KEY: ALIPAY_PUBLIC_KEY is required with/,
    );
    expect(problemOf({ ...BASE_ENV, ...ALIPAY, ALIPAY_PRIVATE_KEY: 'not a key' })).toMatch(
      /ALIPAY_PRIVATE_KEY is not an RSA private key/,
    );
    expect(problemOf({ ...BASE_ENV, ...ALIPAY, ALIPAY_GATEWAY: 'ftp://x' })).toMatch(/ALIPAY_GATEWAY/);
  });
});
