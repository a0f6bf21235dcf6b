import { createPrivateKey, X509Certificate } from 'node:crypto';
import { z } from 'zod';

/** A PEM given in one line of an environment variable, its line breaks written `\n`: made whole. */
const pem = (value: string): string => value.replace(/\\n/g, '\n').trim();

const parses = (read: (value: string) => unknown) => (value: string) => {
  try {
    read(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The environment of the WeChat Pay channel (API v3, Native pay). Every variable but the base URL and
 * the timeout is needed once one is given (wechatPayEnvComplete); none given: the channel is off.
 * Merge into an app's schema with `.extend(wechatPayEnvShape).superRefine(wechatPayEnvComplete)`.
 */
export const wechatPayEnvShape = {
  /** the merchant id (商户号), digits */
  WECHATPAY_MCHID: z
    .string()
    .regex(/^\d{1,32}$/, { error: 'WECHATPAY_MCHID is the merchant id: digits' })
    .optional(),
  /** the app id the Native orders are placed for (公众号/应用 AppID) */
  WECHATPAY_APPID: z.string().min(1).max(32).optional(),
  /** the serial number of the merchant's API certificate (商户API证书序列号), hexadecimal */
  WECHATPAY_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, {
      error: 'WECHATPAY_SERIAL is the merchant certificate serial: hexadecimal',
    })
    .optional(),
  /** the merchant's API private key (apiclient_key.pem), PEM; `\n` accepted for line breaks */
  WECHATPAY_PRIVATE_KEY: z
    .string()
    .transform(pem)
    .refine(
      parses((v) => createPrivateKey(v)),
      { error: 'WECHATPAY_PRIVATE_KEY is not a PEM private key' },
    )
    .optional(),
  /** the APIv3 key (APIv3密钥) the notifications are encrypted with: 32 bytes */
  WECHATPAY_APIV3_KEY: z
    .string()
    .refine((v) => Buffer.byteLength(v) === 32, { error: 'WECHATPAY_APIV3_KEY must be 32 bytes' })
    .optional(),
  /** the WeChat Pay platform certificate (平台证书), PEM; its serial is read from it */
  WECHATPAY_PLATFORM_CERT: z
    .string()
    .transform(pem)
    .refine(
      parses((v) => new X509Certificate(v)),
      { error: 'WECHATPAY_PLATFORM_CERT is not a PEM X.509 certificate' },
    )
    .optional(),
  /** where WeChat Pay posts the payment notifications (billing's notify route, through the BFF) */
  WECHATPAY_NOTIFY_URL: z.url({ error: 'WECHATPAY_NOTIFY_URL must be a URL' }).optional(),
  /** the API's base URL; the provider-shaped server of the tests elsewhere */
  WECHATPAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com/'),
  /** how long one call to the API may take (ms) */
  WECHATPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

/** The variables without which the channel cannot run. */
export const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_CERT',
  'WECHATPAY_NOTIFY_URL',
] as const;

type WechatPayEnvGroup = Partial<Record<(typeof WECHATPAY_REQUIRED)[number], unknown>>;

/** All of the channel's variables or none: a half configured channel names what it misses. */
export function wechatPayEnvComplete(env: WechatPayEnvGroup, ctx: z.RefinementCtx): void {
  const missing = WECHATPAY_REQUIRED.filter((name) => env[name] === undefined || env[name] === '');
  if (missing.length > 0 && missing.length < WECHATPAY_REQUIRED.length) {
    ctx.addIssue({
      code: 'custom',
      path: [missing[0] ?? ''],
      message: `WeChat Pay is half configured: ${missing.join(', ')} missing (give all of ${WECHATPAY_REQUIRED.join(', ')}, or none to turn the channel off)`,
    });
  }
}

export const wechatPayEnvSchema = z.object(wechatPayEnvShape).superRefine(wechatPayEnvComplete);
export type WechatPayEnv = z.infer<typeof wechatPayEnvSchema>;

/** What the adapter is built from (wechatPayConfigOf reads it from the environment). */
export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** the merchant certificate's serial number, sent in every request's Authorization */
  merchantSerial: string;
  merchantPrivateKey: string;
  apiV3Key: string;
  /** the platform certificate (PEM); its serial is read from it unless given */
  platformCertificate: string;
  platformSerial?: string;
  notifyUrl: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** The config of a complete environment; null when the channel is not configured. */
export function wechatPayConfigOf(env: WechatPayEnv): WechatPayConfig | null {
  const {
    WECHATPAY_MCHID: mchid,
    WECHATPAY_APPID: appid,
    WECHATPAY_SERIAL: merchantSerial,
    WECHATPAY_PRIVATE_KEY: merchantPrivateKey,
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_CERT: platformCertificate,
    WECHATPAY_NOTIFY_URL: notifyUrl,
  } = env;
  if (
    !mchid ||
    !appid ||
    !merchantSerial ||
    !merchantPrivateKey ||
    !apiV3Key ||
    !platformCertificate ||
    !notifyUrl
  ) {
    return null;
  }
  return {
    mchid,
    appid,
    merchantSerial,
    merchantPrivateKey,
    apiV3Key,
    platformCertificate,
    notifyUrl,
    baseUrl: env.WECHATPAY_BASE_URL,
    timeoutMs: env.WECHATPAY_TIMEOUT_MS,
  };
}
