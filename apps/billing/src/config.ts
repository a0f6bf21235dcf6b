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
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export const readBillingConfig = (): BillingConfig => loadConfig(billingConfigSchema);
