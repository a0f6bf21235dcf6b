import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';
import { keyOf } from './recharge/providers/alipay/alipay-provider';
import { wechatPayEnvComplete, wechatPayEnvShape } from './recharge/providers/wechat/wechat-pay.config';

/** A variable that may be absent: empty counts as absent (a secret key left blank). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();

/** Whether `text` is a key node:crypto reads: PEM, or the bare base64 of its DER (as Alipay's tool gives it). */
function readsAsKey(text: string, kind: 'private' | 'public'): boolean {
  try {
    keyOf(text, kind);
    return true;
  } catch {
    return false;
  }
}

/** The Alipay variables: all of the required ones, or none (Alipay then not offered). */
const ALIPAY_REQUIRED = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'ALIPAY_NOTIFY_URL',
] as const;

/** Billing's variables (the plain shape the deploy manifest checker reads; validBillingConfigSchema adds the rules across them). */
export const billingConfigSchema = dataServiceConfigSchema.extend({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().default(3108),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9408),
  /**
   * The platform operator's tenants (comma separated ids): their administrators (holding the
   * `system` key) set any tenant's fee items and credit limit. Empty: nobody may.
   */
  OPERATOR_TENANT_IDS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid())),
  /**
   * The sandbox payment provider (development and the demo only): its public pay page credits a
   * payment without any money moving. 1 turns it on (the channels without a configured provider
   * then use it); refused with NODE_ENV=production. Off by default.
   */
  PAYMENT_SANDBOX: z
    .enum(['0', '1'], { error: 'PAYMENT_SANDBOX is 0 or 1' })
    .default('0')
    .transform((on) => on === '1'),
  /**
   * Signs the sandbox's notifications (HMAC-SHA256): whoever holds it can credit any payment.
   * Required (at least 32 characters, no default) when PAYMENT_SANDBOX=1, unused otherwise.
   */
  SANDBOX_PAY_SECRET: optional(
    z.string().min(32, { error: 'SANDBOX_PAY_SECRET needs at least 32 characters' }),
  ),
  /** Alipay (alipay-sdk, page pay): the app's id on the Alipay open platform. */
  ALIPAY_APP_ID: optional(
    z.string().regex(/^\d{8,32}$/, { error: 'ALIPAY_APP_ID is Alipay’s numeric app id' }),
  ),
  /** the app's RSA private key (PEM, or the bare base64 Alipay's key tool gives, PKCS#1 or PKCS#8): signs the calls */
  ALIPAY_PRIVATE_KEY: optional(
    z.string().refine((key) => readsAsKey(key, 'private'), {
      error: 'ALIPAY_PRIVATE_KEY is not an RSA private key (PEM or base64)',
    }),
  ),
  /** Alipay's public key (not the app's): verifies its notifications and answers */
  ALIPAY_PUBLIC_KEY: optional(
    z.string().refine((key) => readsAsKey(key, 'public'), {
      error: 'ALIPAY_PUBLIC_KEY is not an RSA public key (PEM or base64)',
    }),
  ),
  /** Alipay's gateway (its sandbox's, or a local Alipay-shaped server in tests) */
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default('https://openapi.alipay.com/gateway.do'),
  /** where Alipay posts its notifications: the BFF's /api/zfPay/notify/alipay as the internet reaches it */
  ALIPAY_NOTIFY_URL: optional(z.url({ protocol: /^https?$/ })),
  /** where Alipay sends the payer back after paying (the recharge page) */
  ALIPAY_RETURN_URL: optional(z.url({ protocol: /^https?$/ })),
  /** How long a payment may be paid (minutes): the provider closes it after (timeout_express / time_expire). */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Reconciliation: how often it runs (ms; 0: not in this process, tests drive it directly). */
  PAYMENT_RECONCILE_EVERY_MS: z.coerce.number().int().min(0).default(60_000),
  /** Reconciliation: a payment still awaiting after this many minutes is asked of its provider. */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).default(5),
  /** How long a call to a provider may take (ms) before it counts as failed. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often the monthly fee job runs (ms; 0: not in this process); each month is charged once. */
  MONTHLY_FEE_EVERY_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** BullMQ key prefix of billing's jobs (the monthly fee). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('timber-bull'),
  /** The bank transfer details of the recharge page (§3 Bank account): the platform's account. */
  BANK_ACCOUNT_NAME: z.string().default('Timber Back Office Services Ltd.'),
  BANK_NAME: z.string().default('Industrial and Commercial Bank of China, Harbin Branch'),
  BANK_ACCOUNT: z.string().default('6222 0000 0000 0000 000'),
  BANK_PHONE: z.string().default('0451-80000000'),
  /** WeChat Pay API v3 (Native pay): all of its variables or none (the channel then not offered) */
  ...wechatPayEnvShape,
});

/** The variables with the rules across them: the sandbox never in production, providers whole or absent. */
export const validBillingConfigSchema = billingConfigSchema.superRefine((config, context) => {
  if (config.PAYMENT_SANDBOX && config.NODE_ENV === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_SANDBOX'],
      message:
        'PAYMENT_SANDBOX=1 is refused with NODE_ENV=production: the sandbox credits money without any payment (development only)',
    });
  }
  if (config.PAYMENT_SANDBOX && !config.SANDBOX_PAY_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['SANDBOX_PAY_SECRET'],
      message: 'SANDBOX_PAY_SECRET is required when PAYMENT_SANDBOX=1',
    });
  }
  const alipaySet = ALIPAY_REQUIRED.filter((name) => config[name] !== undefined);
  if (alipaySet.length > 0 && alipaySet.length < ALIPAY_REQUIRED.length) {
    for (const name of ALIPAY_REQUIRED.filter((n) => config[n] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is required with ${alipaySet.join(', ')} (Alipay needs all of ${ALIPAY_REQUIRED.join(', ')})`,
      });
    }
  }
  wechatPayEnvComplete(config, context);
});
export type BillingConfig = z.infer<typeof validBillingConfigSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export const readBillingConfig = (): BillingConfig => loadConfig(validBillingConfigSchema);
