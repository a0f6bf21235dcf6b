import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const identityConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3101),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export const readIdentityConfig = (): IdentityConfig => loadConfig(identityConfigSchema);
