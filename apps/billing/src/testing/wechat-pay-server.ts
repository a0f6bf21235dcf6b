import { execFileSync } from 'node:child_process';
import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A WeChat Pay API v3 server for the tests, shaped as WeChat Pay documents it (Native pay):
 * - every request's `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=..,nonce_str=..,timestamp=..,
 *   serial_no=..,signature=..` is checked against the merchant's public key (the signature covers
 *   `METHOD\nURL\ntimestamp\nnonce\nbody\n`); a bad one is answered 401 SIGN_ERROR;
 * - every answer is signed with the platform's private key (Wechatpay-Timestamp, -Nonce, -Serial,
 *   -Signature over `timestamp\nnonce\nbody\n`);
 * - orders live in memory: POST /v3/pay/transactions/native, GET /v3/pay/transactions/out-trade-no/
 *   {no}?mchid=, POST /v3/pay/transactions/out-trade-no/{no}/close;
 * - a notification's resource is encrypted with AEAD_AES_256_GCM under the APIv3 key and its
 *   headers signed as an answer's.
 * `fault` makes it answer 500, never answer, or sign with a key that is not the platform's.
 */

/** The keys of one merchant and of the platform, generated for a test (wechatPayTestKeys). */
export interface WechatPayTestKeys {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPrivateKeyPem: string;
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  platformCertificatePem: string;
  platformSerial: string;
  apiV3Key: string;
}

const rsaKeyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

/**
 * Fresh keys: the merchant's RSA pair, the platform's RSA pair with a self-signed X.509 certificate
 * (made by the `openssl` command line tool, which scripts/lib.sh ensure_openssl installs: Node.js
 * cannot issue certificates), and a random APIv3 key.
 */
export function wechatPayTestKeys(mchid = '1900000109', appid = 'wxd678efh567hg6787'): WechatPayTestKeys {
  const merchant = rsaKeyPair();
  const platform = rsaKeyPair();
  const dir = mkdtempSync(join(tmpdir(), 'wechatpay-'));
  try {
    const keyFile = join(dir, 'platform-key.pem');
    const certFile = join(dir, 'platform-cert.pem');
    writeFileSync(keyFile, platform.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-new',
        '-sha256',
        '-days',
        '2',
        '-key',
        keyFile,
        '-out',
        certFile,
        '-subj',
        '/CN=Tenpay.com Root CA (test)',
      ],
      { stdio: 'pipe' },
    );
    const platformCertificatePem = readFileSync(certFile, 'utf8');
    return {
      mchid,
      appid,
      merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      merchantPublicKey: merchant.publicKey,
      platformPrivateKey: platform.privateKey,
      platformCertificatePem,
      platformSerial: new X509Certificate(platformCertificatePem).serialNumber.toUpperCase(),
      apiV3Key: randomBytes(16).toString('hex'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An order as the server holds it. */
export interface WechatPayOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  notify_url: string;
  total: number;
  code_url: string;
  trade_state: 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'PAYERROR' | 'REVOKED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
}

/** A request the server received (its Authorization held or not). */
export interface WechatPayRequest {
  method: string;
  url: string;
  body: string;
  authorized: boolean;
}

export type WechatPayFault = 'none' | 'error500' | 'timeout' | 'bad-signature';

/** What a notification is: the headers and body WeChat Pay posts to notify_url. */
export interface WechatPayNotification {
  headers: Record<string, string>;
  body: string;
}

const OUT_TRADE_NO = /^[0-9A-Za-z_*-]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?[+-]\d{2}:\d{2}$/;

const nativeOrderSchema = z.strictObject({
  appid: z.string().min(1).max(32),
  mchid: z.string().min(1).max(32),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(OUT_TRADE_NO),
  time_expire: z.string().regex(RFC3339).optional(),
  attach: z.string().max(128).optional(),
  notify_url: z.url().max(256),
  goods_tag: z.string().optional(),
  amount: z.strictObject({ total: z.number().int().min(1), currency: z.literal('CNY').optional() }),
});

const closeSchema = z.strictObject({ mchid: z.string().min(1) });

const AUTHORIZATION = /^WECHATPAY2-SHA256-RSA2048 (.+)$/;
const MAX_CLOCK_OFFSET_S = 300;

const now = () => Math.floor(Date.now() / 1000);
const nonce = (bytes = 16) => randomBytes(bytes).toString('hex').toUpperCase();

/** RFC 3339 in Beijing time, as WeChat Pay writes its times. */
const beijingTime = (at = new Date()) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown = undefined,
  ) {}
}

const failure = (status: number, code: string, message: string) => new Answer(status, { code, message });

export class WechatPayServer {
  readonly orders = new Map<string, WechatPayOrder>();
  readonly requests: WechatPayRequest[] = [];
  fault: WechatPayFault = 'none';
  private strangerKey: KeyObject | undefined;

  private constructor(
    private readonly server: Server,
    readonly keys: WechatPayTestKeys,
  ) {}

  /** The server on a free port of 127.0.0.1. */
  static async start(keys: WechatPayTestKeys): Promise<WechatPayServer> {
    const server = createServer();
    const wechat = new WechatPayServer(server, keys);
    server.on('request', (req, res) => void wechat.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return wechat;
  }

  /** The API's base URL (WECHATPAY_BASE_URL). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** The payer paid the order: SUCCESS, with a WeChat transaction id. */
  pay(outTradeNo: string): WechatPayOrder {
    const order = this.order(outTradeNo);
    if (order.trade_state !== 'NOTPAY' && order.trade_state !== 'USERPAYING') {
      throw new Error(`order ${outTradeNo} is ${order.trade_state}: it cannot be paid`);
    }
    order.trade_state = 'SUCCESS';
    order.transaction_id = `4200${Date.now()}${randomBytes(4).readUInt32BE() % 1_000_000}`;
    order.success_time = beijingTime();
    return order;
  }

  /** Sets an order's state as WeChat Pay would on its own (USERPAYING, PAYERROR, REVOKED, REFUND). */
  setState(outTradeNo: string, state: WechatPayOrder['trade_state']): WechatPayOrder {
    const order = this.order(outTradeNo);
    order.trade_state = state;
    return order;
  }

  /** The order as the query API answers it. */
  transaction(outTradeNo: string): Record<string, unknown> {
    const order = this.order(outTradeNo);
    const paid = order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND';
    return {
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: order.out_trade_no,
      ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
      trade_type: 'NATIVE',
      trade_state: order.trade_state,
      trade_state_desc: TRADE_STATE_DESC[order.trade_state],
      ...(paid
        ? {
            bank_type: 'OTHERS',
            attach: '',
            success_time: order.success_time,
            payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
          }
        : {}),
      amount: paid
        ? { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' }
        : { total: order.total, currency: 'CNY' },
    };
  }

  /** The notification WeChat Pay posts for an order's state (normally after pay). */
  notification(outTradeNo: string, options: { timestamp?: number } = {}): WechatPayNotification {
    return this.notificationOf(this.transaction(outTradeNo), options);
  }

  /** A notification carrying any resource, encrypted and signed as WeChat Pay does. */
  notificationOf(
    resource: unknown,
    options: { timestamp?: number; id?: string } = {},
  ): WechatPayNotification {
    const success = isRecord(resource) && resource['trade_state'] === 'SUCCESS';
    const body = JSON.stringify({
      id: options.id ?? `EV-${randomBytes(10).toString('hex')}`,
      create_time: beijingTime(),
      resource_type: 'encrypt-resource',
      event_type: success ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.FAIL',
      summary: success ? '支付成功' : '支付失败',
      resource: { original_type: 'transaction', ...this.encrypt(JSON.stringify(resource), 'transaction') },
    });
    return { headers: this.signed(body, options.timestamp), body };
  }

  /** AEAD_AES_256_GCM under the APIv3 key: base64(ciphertext || tag), a 12-character nonce. */
  encrypt(
    plaintext: string,
    associatedData: string,
  ): {
    algorithm: 'AEAD_AES_256_GCM';
    ciphertext: string;
    associated_data: string;
    nonce: string;
  } {
    const iv = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(this.keys.apiV3Key), Buffer.from(iv));
    cipher.setAAD(Buffer.from(associatedData));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: associatedData,
      nonce: iv,
    };
  }

  /** The Wechatpay-* headers of a body, signed with the platform's key (or `key`). */
  signed(body: string, timestamp = now(), key: KeyObject = this.platformKey()): Record<string, string> {
    const headerNonce = nonce();
    return {
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': headerNonce,
      'Wechatpay-Serial': this.keys.platformSerial,
      'Wechatpay-Signature': createSign('sha256WithRSAEncryption')
        .update(`${timestamp}\n${headerNonce}\n${body}\n`)
        .sign(key, 'base64'),
    };
  }

  /** Posts the order's notification to its notify_url, as WeChat Pay does; what it was answered. */
  async deliver(outTradeNo: string): Promise<{ status: number; body: string }> {
    const order = this.order(outTradeNo);
    const { headers, body } = this.notification(outTradeNo);
    const answer = await fetch(order.notify_url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    });
    return { status: answer.status, body: await answer.text() };
  }

  private order(outTradeNo: string): WechatPayOrder {
    const order = this.orders.get(outTradeNo);
    if (!order) {
      throw new Error(`no order ${outTradeNo} at the WeChat Pay test server`);
    }
    return order;
  }

  private platformKey(): KeyObject {
    if (this.fault !== 'bad-signature') {
      return this.keys.platformPrivateKey;
    }
    this.strangerKey ??= rsaKeyPair().privateKey;
    return this.strangerKey;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const authorized = this.authorized(method, url, body, req.headers.authorization);
    this.requests.push({ method, url, body, authorized });
    if (this.fault === 'timeout') {
      return; // never answered; stop() drops the connection
    }
    let answer: Answer;
    if (this.fault === 'error500') {
      answer = failure(500, 'SYSTEM_ERROR', '系统错误');
    } else if (!authorized) {
      answer = failure(401, 'SIGN_ERROR', '签名错误');
    } else {
      answer = this.route(method, new URL(url, 'http://wechat.test'), body);
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...(text ? { 'Content-Type': 'application/json' } : {}),
      'Request-ID': nonce(),
      ...this.signed(text),
    });
    res.end(text);
  }

  /** Whether the Authorization header is the merchant's signature of this request. */
  private authorized(method: string, url: string, body: string, authorization: string | undefined): boolean {
    const scheme = AUTHORIZATION.exec(authorization ?? '');
    if (!scheme?.[1]) {
      return false;
    }
    const fields = new Map([...scheme[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const [mchid, serial, timestamp, nonceStr, signature] = [
      'mchid',
      'serial_no',
      'timestamp',
      'nonce_str',
      'signature',
    ].map((name) => fields.get(name) ?? '');
    if (
      mchid !== this.keys.mchid ||
      serial !== this.keys.merchantSerial ||
      !/^\d+$/.test(timestamp ?? '') ||
      Math.abs(now() - Number(timestamp)) > MAX_CLOCK_OFFSET_S ||
      !nonceStr ||
      !signature
    ) {
      return false;
    }
    return createVerify('sha256WithRSAEncryption')
      .update(`${method}\n${url}\n${timestamp}\n${nonceStr}\n${body}\n`)
      .verify(this.keys.merchantPublicKey, signature, 'base64');
  }

  private route(method: string, url: URL, body: string): Answer {
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      return this.placeNative(body);
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && query?.[1]) {
      if (url.searchParams.get('mchid') !== this.keys.mchid) {
        return failure(400, 'PARAM_ERROR', 'mchid 与请求的商户号不一致');
      }
      return this.orders.has(query[1])
        ? new Answer(200, this.transaction(query[1]))
        : failure(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
    if (method === 'POST' && close?.[1]) {
      return this.closeOrder(close[1], body);
    }
    return failure(404, 'NOT_FOUND', '请求的资源不存在');
  }

  private placeNative(body: string): Answer {
    const parsed = nativeOrderSchema.safeParse(parseJson(body));
    if (!parsed.success) {
      return failure(
        400,
        'PARAM_ERROR',
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      );
    }
    const o = parsed.data;
    if (o.mchid !== this.keys.mchid || o.appid !== this.keys.appid) {
      return failure(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    }
    const existing = this.orders.get(o.out_trade_no);
    if (existing) {
      if (existing.trade_state === 'SUCCESS') {
        return failure(403, 'ORDERPAID', '该订单已支付');
      }
      if (existing.trade_state === 'CLOSED') {
        return failure(400, 'ORDER_CLOSED', '当前订单已关闭，请重新下单');
      }
      if (existing.total !== o.amount.total || existing.description !== o.description) {
        return failure(400, 'INVALID_REQUEST', '201 商户订单号重复');
      }
      return new Answer(200, { code_url: existing.code_url });
    }
    const order: WechatPayOrder = {
      appid: o.appid,
      mchid: o.mchid,
      description: o.description,
      out_trade_no: o.out_trade_no,
      ...(o.time_expire ? { time_expire: o.time_expire } : {}),
      notify_url: o.notify_url,
      total: o.amount.total,
      code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`,
      trade_state: 'NOTPAY',
    };
    this.orders.set(order.out_trade_no, order);
    return new Answer(200, { code_url: order.code_url });
  }

  private closeOrder(outTradeNo: string, body: string): Answer {
    const parsed = closeSchema.safeParse(parseJson(body));
    if (!parsed.success || parsed.data.mchid !== this.keys.mchid) {
      return failure(400, 'PARAM_ERROR', '商户号不正确');
    }
    const order = this.orders.get(outTradeNo);
    if (!order) {
      return failure(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') {
      return failure(400, 'ORDERPAID', '订单已支付');
    }
    order.trade_state = 'CLOSED';
    return new Answer(204);
  }
}

const TRADE_STATE_DESC: Record<WechatPayOrder['trade_state'], string> = {
  NOTPAY: '未支付',
  USERPAYING: '用户支付中',
  SUCCESS: '支付成功',
  CLOSED: '已关闭',
  PAYERROR: '支付失败',
  REVOKED: '已撤销',
  REFUND: '转入退款',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A merchant private key that is not the one the server knows (for a request WeChat Pay refuses). */
export const strangerMerchantKeyPem = (): string =>
  rsaKeyPair().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
