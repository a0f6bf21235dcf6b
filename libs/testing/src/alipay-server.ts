import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';

/** A trade as the Alipay-shaped server keeps it. */
export interface AlipayTrade {
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';
  totalAmount: string;
  tradeNo: string;
}

/** How the gateway answers: as Alipay does, not at all (a timeout), with an HTTP 502, or signed with another key than Alipay's. */
export type GatewayMode = 'ok' | 'silent' | 'http-error' | 'forged-answer';

/** The fields of an asynchronous notification the test chooses (the rest are filled in). */
export interface NotificationFields {
  out_trade_no: string;
  total_amount: string;
  trade_status: AlipayTrade['status'];
  notify_id?: string;
  trade_no?: string;
}

/** Alipay's string to sign: the fields but those left out, sorted by name, `name=value` joined by `&`. */
export function alipaySignContent(fields: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(fields)
    .filter((name) => !leaveOut.includes(name) && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

const rsa2 = (text: string, privateKey: string): string =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');

const verified = (text: string, sign: string, publicKey: string): boolean =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, sign, 'base64');

/** "2026-11-28 15:04:05" in Beijing time, as Alipay writes its times. */
const beijingNow = (): string =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local server shaped as Alipay's open platform gateway (v2, RSA2), for tests that run the real
 * alipay-sdk end to end: its own key pairs (the app's and "Alipay's", made here), the page-pay
 * link checked as Alipay checks it (the app's signature over every parameter but `sign`), the
 * gateway's alipay.trade.query and alipay.trade.close answered and signed as Alipay documents
 * (`sign`, RSA2 with Alipay's private key, over the JSON text of the `*_response` node), and the
 * asynchronous notification signed as Alipay documents (every field but sign and sign_type,
 * sorted, RSA2) and posted as a form. Nothing here is billing's code: only what Alipay would do.
 */
export class AlipayServer {
  readonly appId = `2021${String(Date.now()).slice(-10)}`;
  /** the app's key pair: billing signs with the private key (ALIPAY_PRIVATE_KEY), Alipay verifies with the public */
  readonly appPrivateKey: string;
  readonly appPublicKey: string;
  /** "Alipay's" key pair: it signs with the private key; billing verifies with the public (ALIPAY_PUBLIC_KEY) */
  readonly alipayPrivateKey: string;
  readonly alipayPublicKey: string;
  readonly trades = new Map<string, AlipayTrade>();
  /** the gateway calls received, in order: method and biz_content */
  readonly calls: { method: string; bizContent: Record<string, string> }[] = [];
  mode: GatewayMode = 'ok';
  /**
   * Where this test's network reaches the host of a page pay's notify_url (as DNS and a reverse
   * proxy would): its origin replaced by this one when the cashier page sends a notification
   */
  notifyOrigin?: string;
  /** the last notification the cashier page sent for each trade, and where (sent again by /control/resend) */
  private readonly sent = new Map<string, { url: string; form: string }>();
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    const pair = () =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
    const app = pair();
    const alipay = pair();
    this.appPrivateKey = app.privateKey;
    this.appPublicKey = app.publicKey;
    this.alipayPrivateKey = alipay.privateKey;
    this.alipayPublicKey = alipay.publicKey;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** The server's origin (its cashier and /control). */
  get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The gateway's URL (ALIPAY_GATEWAY). */
  get gateway(): string {
    return `${this.origin}/gateway.do`;
  }

  /** billing's configuration for this server (its keys, its gateway), the notifications to `notifyUrl`. */
  billingEnv(notifyUrl: string): Record<string, string> {
    return {
      ALIPAY_APP_ID: this.appId,
      ALIPAY_PRIVATE_KEY: this.appPrivateKey,
      ALIPAY_PUBLIC_KEY: this.alipayPublicKey,
      ALIPAY_GATEWAY: this.gateway,
      ALIPAY_NOTIFY_URL: notifyUrl,
    };
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * The payer opens the page-pay link: its signature checked with the app's public key (throws
   * when it does not hold), the trade created awaiting payment. Answers the link's parameters and
   * its biz_content.
   */
  open(payUrl: string): { params: Record<string, string>; bizContent: Record<string, string> } {
    const url = new URL(payUrl);
    if (`${url.origin}${url.pathname}` !== this.gateway) {
      throw new Error(`the link goes to ${url.origin}${url.pathname}, not to this gateway`);
    }
    const params = Object.fromEntries(url.searchParams);
    if (!verified(alipaySignContent(params, ['sign']), params.sign ?? '', this.appPublicKey)) {
      throw new Error('the page-pay link is not signed by the app');
    }
    if (params.method !== 'alipay.trade.page.pay' || params.app_id !== this.appId) {
      throw new Error(`not a page pay of this app: ${params.method} ${params.app_id}`);
    }
    const bizContent = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const id = bizContent.out_trade_no!;
    if (!this.trades.has(id)) {
      this.trades.set(id, {
        status: 'WAIT_BUYER_PAY',
        totalAmount: bizContent.total_amount!,
        tradeNo: `2026${randomBytes(12).toString('hex')}`,
      });
    }
    return { params, bizContent };
  }

  /** The payer pays an opened trade: its state at Alipay (a notification is then sent by the test). */
  pay(outTradeNo: string): AlipayTrade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) {
      throw new Error(`no trade ${outTradeNo}`);
    }
    trade.status = 'TRADE_SUCCESS';
    return trade;
  }

  /**
   * An asynchronous notification's form body (application/x-www-form-urlencoded), signed as
   * Alipay signs it; `signWith` another private key makes a forged one.
   */
  notification(fields: NotificationFields, signWith = this.alipayPrivateKey): string {
    const trade = this.trades.get(fields.out_trade_no);
    const form: Record<string, string> = {
      gmt_create: beijingNow(),
      charset: 'utf-8',
      gmt_payment: beijingNow(),
      notify_time: beijingNow(),
      subject: 'Account recharge',
      buyer_id: '2088102177846880',
      invoice_amount: fields.total_amount,
      version: '1.0',
      notify_id: fields.notify_id ?? `2026${randomBytes(16).toString('hex')}`,
      fund_bill_list: '[{"amount":"' + fields.total_amount + '","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      out_trade_no: fields.out_trade_no,
      total_amount: fields.total_amount,
      trade_status: fields.trade_status,
      trade_no: fields.trade_no ?? trade?.tradeNo ?? `2026${randomBytes(12).toString('hex')}`,
      auth_app_id: this.appId,
      receipt_amount: fields.total_amount,
      point_amount: '0.00',
      app_id: this.appId,
      buyer_pay_amount: fields.total_amount,
      seller_id: '2088102177649450',
    };
    const sign = rsa2(alipaySignContent(form, ['sign', 'sign_type']), signWith);
    return new URLSearchParams({ ...form, sign_type: 'RSA2', sign }).toString();
  }

  /** Posts a notification's form to `notifyUrl` as Alipay's server does: the answer's status and text. */
  async send(notifyUrl: string, form: string): Promise<{ status: number; text: string }> {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form,
    });
    return { status: response.status, text: await response.text() };
  }

  /**
   * The cashier, as a browser sees Alipay's: the page-pay link (a GET of the gateway) shows the
   * amount and a Pay button; paying marks the trade paid and sends its notification to the
   * link's notify_url, as Alipay's server does, and the page says what billing answered.
   * /control/resend?out_trade_no= sends a trade's last notification again (Alipay's retries).
   */
  private async cashier(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const html = (text: string) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(text);
    const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    if (req.method === 'GET' && url.pathname === '/gateway.do') {
      const { params, bizContent } = this.open(`${this.gateway}${url.search}`);
      html(`<!doctype html><html><head><meta charset="utf-8"><title>Alipay-shaped cashier (test)</title></head><body>
<h1>Alipay-shaped cashier (test)</h1><p id="subject">${escape(bizContent.subject ?? '')}</p>
<p id="amount">¥${escape(bizContent.total_amount ?? '')}</p>
<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escape(bizContent.out_trade_no ?? '')}">
<input type="hidden" name="notify_url" value="${escape(params.notify_url ?? '')}"><button id="pay" type="submit">Pay</button></form>
</body></html>`);
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/cashier/pay') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const trade = this.pay(form.out_trade_no ?? '');
      const notify = new URL(form.notify_url ?? '');
      const target = this.notifyOrigin
        ? `${this.notifyOrigin}${notify.pathname}${notify.search}`
        : notify.toString();
      const notification = this.notification({
        out_trade_no: form.out_trade_no ?? '',
        total_amount: trade.totalAmount,
        trade_status: 'TRADE_SUCCESS',
      });
      this.sent.set(form.out_trade_no ?? '', { url: target, form: notification });
      const answer = await this.send(target, notification);
      html(`<!doctype html><html><head><meta charset="utf-8"><title>Paid</title></head><body>
<h1 id="state">Paid</h1><p>The merchant answered: <span id="answer">${escape(answer.text)}</span></p></body></html>`);
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/control/resend') {
      const last = this.sent.get(url.searchParams.get('out_trade_no') ?? '');
      const answer = last
        ? await this.send(last.url, last.form)
        : { status: 404, text: 'no notification sent' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return true;
    }
    return false;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (await this.cashier(req, res, url)) {
        return;
      }
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
      return;
    }
    const body = await readBody(req);
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(body)),
    };
    const method = params.method ?? '';
    const bizContent = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    this.calls.push({ method, bizContent });
    if (this.mode === 'silent') {
      return; // never answers: the caller's timeout decides
    }
    if (this.mode === 'http-error') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
      return;
    }
    const node = this.answer(method, params, bizContent);
    const json = JSON.stringify(node);
    const key = `${method.replaceAll('.', '_')}_response`;
    const signer = this.mode === 'forged-answer' ? this.appPrivateKey : this.alipayPrivateKey;
    const text = `{"${key}":${json},"sign":"${rsa2(json, signer)}"}`;
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(text);
  }

  /** The `*_response` node of a gateway call, as Alipay answers it. */
  private answer(
    method: string,
    params: Record<string, string>,
    bizContent: Record<string, string>,
  ): Record<string, string> {
    if (
      params.app_id !== this.appId ||
      !verified(alipaySignContent(params, ['sign']), params.sign ?? '', this.appPublicKey)
    ) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: 'invalid signature',
      };
    }
    const id = bizContent.out_trade_no ?? '';
    const trade = this.trades.get(id);
    const notExist = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: 'trade does not exist',
    };
    if (method === 'alipay.trade.query') {
      return trade
        ? {
            code: '10000',
            msg: 'Success',
            out_trade_no: id,
            trade_no: trade.tradeNo,
            trade_status: trade.status,
            total_amount: trade.totalAmount,
            buyer_logon_id: 'buy***@example.com',
          }
        : notExist;
    }
    if (method === 'alipay.trade.close') {
      if (!trade) {
        return notExist;
      }
      if (trade.status !== 'WAIT_BUYER_PAY') {
        return {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_STATUS_ERROR',
          sub_msg: 'trade status error',
        };
      }
      trade.status = 'TRADE_CLOSED';
      return { code: '10000', msg: 'Success', out_trade_no: id, trade_no: trade.tradeNo };
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: method };
  }
}
