import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const billingConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3108),
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
   * Signs the sandbox payment provider's callbacks (HMAC-SHA256): whoever holds it can credit any
   * payment, so it comes from a secret, at least 32 characters, and has no default.
   */
  SANDBOX_PAY_SECRET: z.string().min(32, { error: 'SANDBOX_PAY_SECRET needs at least 32 characters' }),
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
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export const readBillingConfig = (): BillingConfig => loadConfig(billingConfigSchema);
