import { DEFAULT_LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from '@timber/auth';
import { EXPORT_MAX_ROWS } from '@timber/contracts';
import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const login = DEFAULT_LOGIN_THROTTLE_POLICY;

export const identityConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3101),
  /** the most entries one operation-log workbook holds */
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(EXPORT_MAX_ROWS),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  // Failed logins slow the next ones down, never lock (see LoginThrottlePolicy in libs/auth).
  /** failures of one account from one address answered at once; each further try waits, doubling */
  LOGIN_PAIR_FREE_FAILURES: positiveInt(login.pairFreeFailures),
  /** the longest one account and address pair waits */
  LOGIN_PAIR_MAX_DELAY_SECONDS: positiveInt(login.pairMaxDelaySeconds),
  /** the window of the per-address and per-account counts */
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(login.windowSeconds),
  /** failures from one address, over every account, after which the address waits for the window's end */
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt(login.addressMaxFailures),
  /** failures of one account after which new addresses pass a check code and the operation log gets an alarm */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(login.accountMaxFailures),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export const readIdentityConfig = (): IdentityConfig => loadConfig(identityConfigSchema);

export const loginThrottlePolicy = (config: IdentityConfig): LoginThrottlePolicy => ({
  ...DEFAULT_LOGIN_THROTTLE_POLICY,
  pairFreeFailures: config.LOGIN_PAIR_FREE_FAILURES,
  pairMaxDelaySeconds: config.LOGIN_PAIR_MAX_DELAY_SECONDS,
  windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  addressMaxFailures: config.LOGIN_ADDRESS_MAX_FAILURES,
  accountMaxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
});
