import { Logger } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import {
  type PaymentOrder,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderNotification,
  type ProviderState,
} from '../../domain/payment-provider';
import { outTradeNoOf, paymentIdOf } from './out-trade-no';
import { type WechatPayConfig, wechatPayConfigOf, type WechatPayEnv } from './wechat-pay.config';

/** How far a notification's timestamp may be from our clock (s): older ones are replays. */
export const NOTIFICATION_MAX_AGE_S = 300;
/** WeChat Pay's limit on an order's description (characters). */
const DESCRIPTION_MAX = 127;

/** The decrypted resource of a payment notification, and the answer of an order query. */
const transactionSchema = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().min(1).optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int().min(0), currency: z.string().optional() }).optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

const notificationSchema = z.object({
  id: z.string().min(1),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

const nativeOrderedSchema = z.object({ code_url: z.string().min(1) });

/** An error's fields as axios (under the plugin) leaves them, read without trusting their shape. */
const callErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  response: z.object({ status: z.number(), data: z.unknown() }).optional(),
});

/** The code of WeChat Pay's error answers: {code, message}. */
const errorAnswerSchema = z.object({ code: z.string(), message: z.string().optional() });

/** The plugin's codes for an answer whose Wechatpay-* headers do not prove it WeChat Pay's. */
const UNVERIFIED_ANSWER = /^EV3_RES_/;

/** An order's time_expire: RFC 3339 in Beijing time, to the second (2018-06-08T10:34:56+08:00). */
export function timeExpireOf(at: Date): string {
  const beijing = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${beijing.slice(0, 19)}+08:00`;
}

/** The serial number of a certificate as WeChat Pay writes it (upper-case hexadecimal). */
export const serialOf = (certificatePem: string): string =>
  new X509Certificate(certificatePem).serialNumber.toUpperCase();

/**
 * WeChat Pay, API v3, Native pay (the payer scans the QR code of `code_url`), through
 * wechatpay-axios-plugin: it signs every request with the merchant's key (Authorization
 * WECHATPAY2-SHA256-RSA2048) and verifies every 2xx answer's Wechatpay-Signature against the
 * platform certificate. Notifications are verified here with the same certificate, refused when
 * older than five minutes, and their resource decrypted with the APIv3 key (AEAD_AES_256_GCM).
 * The out_trade_no of a payment is its id without dashes (out-trade-no.ts).
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat';
  private readonly logger = new Logger(WechatPayProvider.name);
  private readonly client: Wechatpay;
  /** the platform's public keys by certificate serial */
  private readonly platformKeys: ReadonlyMap<string, KeyObject>;
  private readonly apiV3Key: Buffer;

  constructor(private readonly config: WechatPayConfig) {
    const platformSerial = (config.platformSerial ?? serialOf(config.platformCertificate)).toUpperCase();
    this.platformKeys = new Map([[platformSerial, createPublicKey(config.platformCertificate)]]);
    this.apiV3Key = Buffer.from(config.apiV3Key);
    if (this.apiV3Key.length !== 32) {
      throw new RangeError('the WeChat Pay APIv3 key must be 32 bytes');
    }
    this.client = new Wechatpay({
      mchid: config.mchid,
      serial: config.merchantSerial,
      privateKey: config.merchantPrivateKey,
      certs: { [platformSerial]: config.platformCertificate },
      baseURL: config.baseUrl ?? 'https://api.mch.weixin.qq.com/',
      timeout: config.timeoutMs ?? 10_000,
    });
  }

  async start(order: PaymentOrder): Promise<{ payUrl: string }> {
    if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) {
      throw new RangeError(`a WeChat Pay order needs a positive amount in cents, not ${order.amountCents}`);
    }
    const body = {
      appid: this.config.appid,
      mchid: this.config.mchid,
      description: Array.from(order.subject).slice(0, DESCRIPTION_MAX).join(''),
      out_trade_no: outTradeNoOf(order.id),
      time_expire: timeExpireOf(order.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: order.amountCents, currency: 'CNY' },
    };
    const { data } = await this.call('native order', () =>
      this.client.chain('v3/pay/transactions/native').post(body),
    );
    const ordered = nativeOrderedSchema.safeParse(data);
    if (!ordered.success) {
      this.logger.error(`WeChat Pay's native order answer has no code_url: ${JSON.stringify(data)}`);
      throw new DomainError('COMMON.UNAVAILABLE');
    }
    return { payUrl: ordered.data.code_url };
  }

  verifyNotification(raw: {
    headers: Record<string, string | undefined>;
    body: string;
  }): Promise<ProviderNotification> {
    // synchronous work, in the port's promise shape: a throw becomes the promise's rejection
    return Promise.resolve().then(() => this.verified(raw));
  }

  answer(accepted: boolean): ProviderAnswer {
    // WeChat Pay takes 200 or 204 as received; anything else, with {code: 'FAIL'}, is sent again later
    return accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : {
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FAIL', message: 'notification not accepted' }),
        };
  }

  async query(paymentId: string): Promise<ProviderState> {
    const outTradeNo = outTradeNoOf(paymentId);
    const answer = await this.call(
      'order query',
      () =>
        this.client
          .chain(`v3/pay/transactions/out-trade-no/${outTradeNo}`)
          .get({ params: { mchid: this.config.mchid } }),
      ['ORDER_NOT_EXIST'],
    );
    if (answer.status === 404) {
      return { state: 'unknown' };
    }
    const parsed = transactionSchema.safeParse(answer.data);
    if (
      !parsed.success ||
      parsed.data.out_trade_no !== outTradeNo ||
      parsed.data.mchid !== this.config.mchid
    ) {
      this.logger.error(`WeChat Pay's order query answered what is not order ${outTradeNo}`);
      throw new DomainError('COMMON.UNAVAILABLE');
    }
    const transaction = parsed.data;
    switch (transaction.trade_state) {
      case 'NOTPAY':
      case 'USERPAYING':
        return { state: 'pending' };
      case 'CLOSED':
        return { state: 'closed' };
      case 'SUCCESS':
      case 'PAYERROR':
      case 'REVOKED': {
        const outcome = this.outcomeOf(transaction);
        if (!outcome) {
          this.logger.error(`WeChat Pay's ${transaction.trade_state} order has no amount or transaction id`);
          throw new DomainError('COMMON.UNAVAILABLE');
        }
        return { state: outcome.outcome, amountCents: outcome.amountCents, providerRef: outcome.providerRef };
      }
      default:
        // REFUND (paid, then refunded by the merchant) and states WeChat Pay may add: not ours to settle
        this.logger.warn(`WeChat Pay order ${outTradeNo} is ${transaction.trade_state}: left unknown`);
        return { state: 'unknown' };
    }
  }

  async close(paymentId: string): Promise<void> {
    const outTradeNo = outTradeNoOf(paymentId);
    const answer = await this.call(
      'order close',
      () =>
        this.client
          .chain(`v3/pay/transactions/out-trade-no/${outTradeNo}/close`)
          .post({ mchid: this.config.mchid }),
      ['ORDER_NOT_EXIST', 'ORDERPAID'],
    );
    const refusal = errorAnswerSchema.safeParse(answer.data);
    if (answer.status >= 400 && refusal.success && refusal.data.code === 'ORDERPAID') {
      // paid meanwhile: the payment is settled by its notification or the next query, not closed
      throw new DomainError('PAYMENT.SETTLED');
    }
    // 204 closed; ORDER_NOT_EXIST: WeChat Pay never took the order, there is nothing to close
  }

  /** A notification whose signature, age and encryption hold, read; PAYMENT.BAD_SIGNATURE otherwise. */
  private verified(raw: { headers: Record<string, string | undefined>; body: string }): ProviderNotification {
    const header = (name: string): string => {
      const entry = Object.entries(raw.headers).find(([key]) => key.toLowerCase() === name);
      return entry?.[1] ?? '';
    };
    const timestamp = header('wechatpay-timestamp');
    const nonce = header('wechatpay-nonce');
    const signature = header('wechatpay-signature');
    const serial = header('wechatpay-serial').toUpperCase();
    const key = this.platformKeys.get(serial);
    if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature || !key) {
      throw forged(`headers incomplete or serial ${JSON.stringify(serial)} unknown`);
    }
    if (Math.abs(Formatter.timestamp() - Number(timestamp)) > NOTIFICATION_MAX_AGE_S) {
      throw forged(`timestamp ${timestamp} more than ${NOTIFICATION_MAX_AGE_S} s away`);
    }
    if (!safely(() => Rsa.verify(Formatter.response(timestamp, nonce, raw.body), signature, key))) {
      throw forged('signature does not verify');
    }
    const notification = notificationSchema.safeParse(safely(() => JSON.parse(raw.body) as unknown));
    if (!notification.success) {
      throw forged('not a notification with an AEAD_AES_256_GCM resource');
    }
    const { ciphertext, nonce: iv, associated_data: aad = '' } = notification.data.resource;
    const plaintext = safely(() => Aes.AesGcm.decrypt(ciphertext, this.apiV3Key, iv, aad));
    const transaction = transactionSchema.safeParse(
      safely(() => plaintext && (JSON.parse(plaintext) as unknown)),
    );
    if (!transaction.success) {
      throw forged('resource does not decrypt to a transaction');
    }
    const { mchid, appid, trade_state: tradeState } = transaction.data;
    if (mchid !== this.config.mchid || appid !== this.config.appid) {
      throw forged(`transaction of merchant ${mchid}, app ${appid}`);
    }
    const outcome = this.outcomeOf(transaction.data);
    if (!outcome) {
      if (['SUCCESS', 'CLOSED', 'PAYERROR', 'REVOKED'].includes(tradeState)) {
        throw forged(`${tradeState} transaction without its amount, id or our out_trade_no`);
      }
      throw new DomainError('PAYMENT.NOT_FINAL', { state: tradeState });
    }
    return { ...outcome, notifyId: notification.data.id };
  }

  /** What a final transaction says happened; null when it is not final or lacks what that needs. */
  private outcomeOf(transaction: Transaction): Omit<ProviderNotification, 'notifyId'> | null {
    const paymentId = paymentIdOf(transaction.out_trade_no);
    const { amount, transaction_id: transactionId } = transaction;
    if (!paymentId || !amount || (amount.currency !== undefined && amount.currency !== 'CNY')) {
      return null;
    }
    if (transaction.trade_state === 'SUCCESS') {
      return transactionId
        ? { paymentId, amountCents: amount.total, outcome: 'paid', providerRef: transactionId }
        : null;
    }
    if (['CLOSED', 'PAYERROR', 'REVOKED'].includes(transaction.trade_state)) {
      // a failed payment may have no WeChat transaction: our own order number then
      return {
        paymentId,
        amountCents: amount.total,
        outcome: 'failed',
        providerRef: transactionId ?? transaction.out_trade_no,
      };
    }
    return null;
  }

  /**
   * One call to the API. WeChat Pay's 4xx answers whose code is `expected` are returned as answers; a timeout throws COMMON.TIMEOUT, an answer not signed by the platform
   * PAYMENT.BAD_SIGNATURE, any other failure (5xx, 4xx, no connection) COMMON.UNAVAILABLE.
   */
  private async call(
    what: string,
    request: () => Promise<{ status: number; data: unknown }>,
    expected: readonly string[] = [],
  ): Promise<{ status: number; data: unknown }> {
    try {
      const { status, data } = await request();
      return { status, data };
    } catch (error: unknown) {
      const failure = callErrorSchema.safeParse(error);
      const { code, message, response } = failure.success ? failure.data : {};
      const answered = errorAnswerSchema.safeParse(response?.data);
      if (response && response.status < 500 && answered.success && expected.includes(answered.data.code)) {
        return { status: response.status, data: response.data };
      }
      this.logger.error(
        `WeChat Pay ${what} failed: ${code ?? ''} ${message ?? String(error)}` +
          (response ? ` (HTTP ${response.status} ${JSON.stringify(response.data).slice(0, 500)})` : ''),
      );
      if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
        throw new DomainError('COMMON.TIMEOUT');
      }
      if (code !== undefined && UNVERIFIED_ANSWER.test(code)) {
        throw new DomainError('PAYMENT.BAD_SIGNATURE');
      }
      throw new DomainError('COMMON.UNAVAILABLE');
    }
  }
}

/** The refusal of a notification that is not WeChat Pay's, or not as WeChat Pay writes them. */
function forged(why: string): DomainError {
  new Logger(WechatPayProvider.name).warn(`WeChat Pay notification refused: ${why}`);
  return new DomainError('PAYMENT.BAD_SIGNATURE');
}

/** What `read` gives, or undefined when it throws (bad base64, bad key length, broken JSON). */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The WeChat Pay channel of an environment; null when WECHATPAY_* are not given. */
export function wechatPayProviderFrom(env: WechatPayEnv): WechatPayProvider | null {
  const config = wechatPayConfigOf(env);
  return config ? new WechatPayProvider(config) : null;
}
