import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A text the server accepted: the SendSms request's fields for one number. */
export interface TencentSmsMessage {
  phone: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  params: string[];
  region: string;
}

/**
 * How the server answers the next SendSms: accepted; one number refused in SendStatusSet (e.g.
 * LimitExceeded.PhoneNumberDailyLimit); the whole request refused with Response.Error; or no
 * answer at all (the client's timeout).
 */
export type TencentSmsBehaviour =
  | { kind: 'accept' }
  | { kind: 'refuse-number'; code: string; message?: string }
  | { kind: 'error'; code: string; message?: string }
  | { kind: 'hang' };

export interface TencentSmsServer {
  /** what TENCENT_SMS_ENDPOINT is set to: http://sms.localhost:PORT */
  endpoint: string;
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  /** accepted texts, in order */
  messages: TencentSmsMessage[];
  /** requests refused for their signature or headers, with the Error.Code answered */
  refused: string[];
  behaviour: TencentSmsBehaviour;
  /** the environment identity needs to text through this server */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The UTC day of a Unix timestamp (seconds), as the credential scope names it: 2026-01-31. */
const utcDay = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a request's TC3-HMAC-SHA256 signature as Tencent Cloud documents it (API 3.0 "Signature
 * v3"): the canonical request (method, URI "/", query, the signed headers lower-cased and trimmed,
 * their names, the payload's SHA-256), the string to sign (algorithm, X-TC-Timestamp, the
 * credential scope day/service/tc3_request, the canonical request's SHA-256) and the key chain
 * HMAC("TC3" + SecretKey, day) → service → "tc3_request". The one departure: Tencent's endpoints
 * listen on 443, so the host signed carries no port; this server listens on a free port, and
 * compares the Host header without it.
 */
function verifyTc3(
  req: IncomingMessage,
  body: Buffer,
  secretId: string,
  secretKey: string,
  nowSeconds: number,
): void {
  const authorization = req.headers.authorization ?? '';
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) {
    throw new Refusal(
      'AuthFailure.InvalidAuthorization',
      'Authorization is not TC3-HMAC-SHA256 as documented',
    );
  }
  const [, id, day, service, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (id !== secretId) {
    throw new Refusal('AuthFailure.SecretIdNotFound', 'The SecretId is not found');
  }
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) {
    throw new Refusal('AuthFailure.SignatureExpire', 'X-TC-Timestamp is more than 5 minutes off');
  }
  if (day !== utcDay(timestamp) || service !== 'sms') {
    throw new Refusal(
      'AuthFailure.SignatureFailure',
      'The credential scope does not match the day or service',
    );
  }
  const names = signedHeaders.split(';');
  if (
    !names.includes('content-type') ||
    !names.includes('host') ||
    [...names].sort().join(';') !== signedHeaders
  ) {
    throw new Refusal(
      'AuthFailure.SignatureFailure',
      'SignedHeaders must list content-type and host, sorted',
    );
  }
  const canonicalHeaders = names
    .map((name) => {
      const raw = String(req.headers[name] ?? '');
      const value = name === 'host' ? raw.replace(/:\d+$/, '') : raw;
      return `${name}:${value.trim().toLowerCase()}\n`;
    })
    .join('');
  const url = new URL(req.url ?? '/', 'http://x');
  const canonicalRequest = [
    req.method ?? '',
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders,
    sha256Hex(body),
  ].join('\n');
  const scope = `${day}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, day), service), 'tc3_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new Refusal('AuthFailure.SignatureFailure', 'The request signature we calculated does not match');
  }
}

/**
 * A local HTTP server shaped as Tencent Cloud's SMS API (sms.tencentcloudapi.com, SendSms of
 * 2021-01-11), with keys of the test's own: it verifies each request's signature and headers,
 * answers {Response: {SendStatusSet, RequestId}} or {Response: {Error: {Code, Message}, RequestId}}
 * as documented, and records the texts, so the official SDK's code runs end to end.
 */
export async function startTencentSmsServer(): Promise<TencentSmsServer> {
  const secretId = `AKID${randomBytes(16).toString('hex')}`;
  const secretKey = randomBytes(24).toString('base64url');
  const sdkAppId = '1400' + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const messages: TencentSmsMessage[] = [];
  const refused: string[] = [];
  const hanging = new Set<ServerResponse>();
  const state: { behaviour: TencentSmsBehaviour } = { behaviour: { kind: 'accept' } };

  const answer = (res: ServerResponse, response: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        if (req.method !== 'POST') {
          throw new Refusal('UnsupportedProtocol', 'SendSms takes POST');
        }
        verifyTc3(req, body, secretId, secretKey, Math.floor(Date.now() / 1000));
        if (req.headers['x-tc-action'] !== 'SendSms') {
          throw new Refusal('InvalidAction', `The action ${String(req.headers['x-tc-action'])} is not found`);
        }
        if (req.headers['x-tc-version'] !== '2021-01-11') {
          throw new Refusal('NoSuchVersion', 'The version is not 2021-01-11');
        }
        const region = String(req.headers['x-tc-region'] ?? '');
        if (!region) {
          throw new Refusal('MissingParameter', 'X-TC-Region is missing');
        }
        const request = JSON.parse(body.toString('utf8')) as {
          SmsSdkAppId?: string;
          SignName?: string;
          TemplateId?: string;
          TemplateParamSet?: string[];
          PhoneNumberSet?: string[];
        };
        if (request.SmsSdkAppId !== sdkAppId) {
          throw new Refusal('FailedOperation.SmsSdkAppIdVerifyFail', 'The SmsSdkAppId is not this account’s');
        }
        if (!request.PhoneNumberSet?.length || !request.TemplateId || !request.SignName) {
          throw new Refusal('MissingParameter', 'PhoneNumberSet, TemplateId and SignName are required');
        }
        const behaviour = state.behaviour;
        if (behaviour.kind === 'hang') {
          hanging.add(res);
          return;
        }
        if (behaviour.kind === 'error') {
          answer(res, { Error: { Code: behaviour.code, Message: behaviour.message ?? behaviour.code } });
          return;
        }
        const statuses = request.PhoneNumberSet.map((phone) => {
          if (behaviour.kind === 'refuse-number') {
            return {
              SerialNo: '',
              PhoneNumber: phone,
              Fee: 0,
              SessionContext: '',
              Code: behaviour.code,
              Message: behaviour.message ?? behaviour.code,
              IsoCode: 'CN',
            };
          }
          messages.push({
            phone,
            sdkAppId: request.SmsSdkAppId ?? '',
            signName: request.SignName ?? '',
            templateId: request.TemplateId ?? '',
            params: request.TemplateParamSet ?? [],
            region,
          });
          return {
            SerialNo: randomUUID(),
            PhoneNumber: phone,
            Fee: 1,
            SessionContext: '',
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          };
        });
        answer(res, { SendStatusSet: statuses });
      } catch (error) {
        if (error instanceof Refusal) {
          refused.push(error.code);
          answer(res, { Error: { Code: error.code, Message: error.message } });
        } else {
          answer(res, { Error: { Code: 'InvalidParameter', Message: (error as Error).message } });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://sms.localhost:${port}`;
  return {
    endpoint,
    secretId,
    secretKey,
    sdkAppId,
    messages,
    refused,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(next: TencentSmsBehaviour) {
      state.behaviour = next;
    },
    env: () => ({
      MESSAGES_LOG_ONLY: '0',
      TENCENTCLOUD_SECRET_ID: secretId,
      TENCENTCLOUD_SECRET_KEY: secretKey,
      TENCENT_SMS_SDK_APP_ID: sdkAppId,
      TENCENT_SMS_SIGN_NAME: '木材云',
      TENCENT_SMS_TEMPLATE_ID: '1234567',
      TENCENT_SMS_ENDPOINT: endpoint,
    }),
    async stop() {
      for (const res of hanging) {
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
