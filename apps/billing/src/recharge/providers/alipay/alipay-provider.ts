import { DomainError } from '@timber/contracts';
import { AlipaySdk } from 'alipay-sdk';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import {
  type PaymentOrder,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderNotification,
  type ProviderState,
} from '../../domain/payment-provider';
import { beijingTime } from '../../domain/payment-rules';

/** What billing needs to speak to Alipay (validated in config.ts). */
export interface AlipaySettings {
  appId: string;
  /** the app's RSA private key: PEM, or the bare base64 of its DER (PKCS#1 or PKCS#8) */
  privateKey: string;
  /** Alipay's RSA public key: PEM or bare base64 (SPKI or PKCS#1) */
  alipayPublicKey: string;
  gateway: string;
  notifyUrl: string;
  returnUrl?: string;
  timeoutMs: number;
}

/** A key as node:crypto reads it, from PEM or from the bare base64 of its DER Alipay's key tool gives; throws when it is none. */
export function keyOf(text: string, kind: 'private' | 'public'): KeyObject {
  if (text.includes('-----BEGIN')) {
    return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  }
  const key = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const types = kind === 'private' ? (['pkcs8', 'pkcs1'] as const) : (['spki', 'pkcs1'] as const);
  let failure: unknown;
  for (const type of types) {
    try {
      return kind === 'private'
        ? createPrivateKey({ key, format: 'der', type: type as 'pkcs8' | 'pkcs1' })
        : createPublicKey({ key, format: 'der', type: type as 'spki' | 'pkcs1' });
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** "100.00" (yuan, Alipay's amounts) in cents; undefined when it is not an amount. */
export function centsOfYuan(text: string | undefined): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

const yuanText = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An answer of Alipay's gateway, its fields as Alipay names them (camelcase off). */
type GatewayAnswer = Record<string, string | undefined>;

/**
 * Alipay through its official Node SDK (alipay-sdk 4, the v2 gateway, RSA2): computer-website
 * page pay (alipay.trade.page.pay, the signed GET link the recharge dialog opens), the
 * asynchronous notification verified on its form fields (checkNotifySignV2: every field but sign
 * and sign_type, sorted, RSA2 with Alipay's public key), and alipay.trade.query /
 * alipay.trade.close for reconciliation, whose answers the SDK verifies (the `sign` over the
 * `*_response` node). The gateway is configurable: Alipay's own, its sandbox, or a local
 * Alipay-shaped server in tests.
 */
export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay';
  private readonly sdk: AlipaySdk;

  constructor(private readonly settings: AlipaySettings) {
    const privatePem = keyOf(settings.privateKey, 'private').export({ type: 'pkcs8', format: 'pem' });
    const publicPem = keyOf(settings.alipayPublicKey, 'public').export({ type: 'spki', format: 'pem' });
    this.sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: String(privatePem),
      keyType: 'PKCS8',
      alipayPublicKey: String(publicPem),
      gateway: settings.gateway,
      signType: 'RSA2',
      timeout: settings.timeoutMs,
      camelcase: false,
    });
  }

  start(order: PaymentOrder): Promise<{ payUrl: string }> {
    const payUrl = this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: order.id,
        total_amount: yuanText(order.amountCents),
        subject: order.subject,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijingTime(order.expiresAt),
      },
      notifyUrl: this.settings.notifyUrl,
      ...(this.settings.returnUrl ? { returnUrl: this.settings.returnUrl } : {}),
    });
    return Promise.resolve({ payUrl });
  }

  verifyNotification(raw: { body: string }): Promise<ProviderNotification> {
    const form: Record<string, string> = Object.fromEntries(new URLSearchParams(raw.body));
    // the signature first: nothing of a forged form is believed, not even its app id
    if (!form.sign || !this.sdk.checkNotifySignV2(form) || form.app_id !== this.settings.appId) {
      return Promise.reject(new DomainError('PAYMENT.BAD_SIGNATURE'));
    }
    const amountCents = centsOfYuan(form.total_amount);
    const status = form.trade_status ?? '';
    const outcome = PAID.has(status) ? 'paid' : status === 'TRADE_CLOSED' ? 'failed' : undefined;
    if (!outcome || amountCents === undefined || !UUID.test(form.out_trade_no ?? '') || !form.notify_id) {
      // signed by Alipay but not an outcome billing applies (WAIT_BUYER_PAY, a field missing)
      return Promise.reject(new DomainError('COMMON.BAD_REQUEST'));
    }
    return Promise.resolve({
      paymentId: form.out_trade_no!.toLowerCase(),
      amountCents,
      outcome,
      providerRef: form.trade_no ?? '',
      notifyId: form.notify_id,
    });
  }

  answer(accepted: boolean): ProviderAnswer {
    // Alipay reads the text `success`; anything else and it sends the notification again later
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }

  async query(paymentId: string): Promise<ProviderState> {
    const answer = await this.call('alipay.trade.query', paymentId);
    if (answer.code === '10000') {
      const status = answer.trade_status ?? '';
      if (PAID.has(status)) {
        const amountCents = centsOfYuan(answer.total_amount);
        if (amountCents === undefined) {
          throw new Error(`alipay.trade.query ${paymentId}: no total_amount in a paid trade`);
        }
        return { state: 'paid', amountCents, providerRef: answer.trade_no ?? '' };
      }
      if (status === 'WAIT_BUYER_PAY') {
        return { state: 'pending' };
      }
      if (status === 'TRADE_CLOSED') {
        return { state: 'closed' };
      }
      throw new Error(`alipay.trade.query ${paymentId}: unknown trade_status ${status}`);
    }
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') {
      // the payer never opened the page: Alipay has no trade
      return { state: 'unknown' };
    }
    throw new Error(`alipay.trade.query ${paymentId}: ${answer.code} ${answer.sub_code} ${answer.sub_msg}`);
  }

  async close(paymentId: string): Promise<void> {
    const answer = await this.call('alipay.trade.close', paymentId);
    if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') {
      return; // closed, or never opened: nothing to pay any more
    }
    // e.g. ACQ.TRADE_STATUS_ERROR: paid meanwhile; the next reconciliation's query says so
    throw new Error(`alipay.trade.close ${paymentId}: ${answer.code} ${answer.sub_code} ${answer.sub_msg}`);
  }

  /** One call of the gateway, its answer's signature verified; a timeout, a 5xx or a bad signature throws. */
  private async call(method: string, paymentId: string): Promise<GatewayAnswer> {
    const answer = await this.sdk.exec(
      method,
      { bizContent: { out_trade_no: paymentId } },
      { validateSign: true },
    );
    return answer as unknown as GatewayAnswer;
  }
}
