import { DEFAULT_LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from '@timber/auth';
import { EXPORT_MAX_ROWS } from '@timber/contracts';
import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const login = DEFAULT_LOGIN_THROTTLE_POLICY;

/** An optional setting: empty counts as absent. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * Where reset codes go (§2 Login, forgot password): Tencent Cloud SMS, SMTP mail, or only the log.
 * A channel is on when its settings are all given; MESSAGES_LOG_ONLY=1 writes every code to the
 * log instead (development and the demo of `npm start`) and is refused with NODE_ENV=production.
 */
const messageConfigShape = {
  NODE_ENV: z.string().default('development'),
  /** 1: reset codes are written to the log, never sent (development only) */
  MESSAGES_LOG_ONLY: z
    .enum(['', '0', '1'], { error: 'MESSAGES_LOG_ONLY is 1 (codes only in the log) or 0' })
    .default('')
    .transform((value) => value === '1'),
  TENCENTCLOUD_SECRET_ID: optionalText,
  TENCENTCLOUD_SECRET_KEY: optionalText,
  TENCENT_SMS_SDK_APP_ID: optionalText,
  /** the approved signature (签名) the messages carry */
  TENCENT_SMS_SIGN_NAME: optionalText,
  /** the approved template: "{1} is your code, valid for {2} minutes" */
  TENCENT_SMS_TEMPLATE_ID: optionalText,
  TENCENT_SMS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  /** host[:port] of the API, or a URL (http:// only for a local test server) */
  TENCENT_SMS_ENDPOINT: z.string().trim().min(1).default('sms.tencentcloudapi.com'),
  TENCENT_SMS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS) */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL is smtp://… or smtps://…' }).optional(),
  ),
  /** the sender of reset mails, e.g. "Timber <no-reply@example.com>" */
  MAIL_FROM: optionalText,
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  // Reset codes: hashed in Redis, single use, expiring, tried a few times, limited per target and per address.
  RESET_CODE_TTL_MINUTES: positiveInt(10),
  /** wrong codes after which a code is void */
  RESET_CODE_MAX_TRIES: positiveInt(5),
  /** the wait between two codes to one phone or mailbox (the web's countdown) */
  RESET_RESEND_SECONDS: positiveInt(60),
  /** the window of the two counts below */
  RESET_LIMIT_WINDOW_SECONDS: positiveInt(3600),
  /** codes one phone or mailbox may be sent per window */
  RESET_TARGET_MAX_CODES: positiveInt(5),
  /** codes one client address may ask for per window, over any phones and mailboxes */
  RESET_IP_MAX_CODES: positiveInt(20),
};

const TENCENT_SMS_SETTINGS = [
  'TENCENTCLOUD_SECRET_ID',
  'TENCENTCLOUD_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;
const SMTP_SETTINGS = ['SMTP_URL', 'MAIL_FROM'] as const;

export const identityConfigSchema = dataServiceConfigSchema.extend({
  ...messageConfigShape,
  PORT: z.coerce.number().int().default(3101),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9401),
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
  /**
   * The account name of the shared free-trial user (§2 Login's "free trial account" link): the login
   * page offers it and POST /sys/user/trial signs in as it without a password. Empty: no trial
   * offered (the default; production sets it only for a demo tenant).
   */
  TRIAL_ACCOUNT: optionalText,
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/**
 * The schema with the rules across settings: the log-only sender is refused in production, and a
 * channel is configured whole or not at all. What the process and the tests load.
 */
export const validIdentityConfigSchema = identityConfigSchema.superRefine((config, ctx) => {
  if (config.MESSAGES_LOG_ONLY && config.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['MESSAGES_LOG_ONLY'],
      message:
        'MESSAGES_LOG_ONLY=1 writes reset codes to the log instead of sending them: development only, refused with NODE_ENV=production',
    });
  }
  // a channel is configured whole or not at all
  for (const group of [TENCENT_SMS_SETTINGS, SMTP_SETTINGS]) {
    const missing = group.filter((name) => config[name] === undefined);
    const [first] = missing;
    if (first !== undefined && missing.length < group.length) {
      ctx.addIssue({
        code: 'custom',
        path: [first],
        message: `${missing.join(', ')} missing: ${group.join(', ')} are given together`,
      });
    }
  }
});

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export const readIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig =>
  loadConfig(validIdentityConfigSchema, env);

export const loginThrottlePolicy = (config: IdentityConfig): LoginThrottlePolicy => ({
  ...DEFAULT_LOGIN_THROTTLE_POLICY,
  pairFreeFailures: config.LOGIN_PAIR_FREE_FAILURES,
  pairMaxDelaySeconds: config.LOGIN_PAIR_MAX_DELAY_SECONDS,
  windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  addressMaxFailures: config.LOGIN_ADDRESS_MAX_FAILURES,
  accountMaxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
});
