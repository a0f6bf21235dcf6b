import {
  type DeviceReferences,
  type DeviceSheet,
  type EnrolAnswer,
  type SheetAccepted,
} from '@timber/contracts';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** An envelope as ingest answers it, with the raw text (retries must get the same bytes). */
export interface DeviceAnswer<T> {
  status: number;
  code: number;
  msg: string;
  data: T | null;
  text: string;
}

/** What a device keeps after enrolment. */
export interface DeviceCredential extends EnrolAnswer {
  /** ingest's base URL, from the enrolment link */
  ingestUrl: string;
}

/** Codes that mean the device may not call any more (revoked, switched off, unknown credential). */
export const REFUSED_CODES: ReadonlySet<number> = new Set([402304, 402305, 402306]);

// kept-alive connections: a device (and the benchmark's many devices) reuse their sockets
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

interface Call {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

function send(url: string, call: Call): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      target,
      {
        method: call.method,
        agent: secure ? agents.https : agents.http,
        headers:
          call.body === undefined
            ? call.headers
            : { ...call.headers, 'content-length': Buffer.byteLength(call.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

async function call<T>(url: string, init: Call): Promise<DeviceAnswer<T>> {
  const { status, text } = await send(url, init);
  let body: { code?: number; msg?: string; data?: T };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { code: -1, msg: `not JSON (HTTP ${status}): ${text.slice(0, 200)}` };
  }
  return { status, code: body.code ?? -1, msg: body.msg ?? '', data: body.data ?? null, text };
}

/** Lets the process end: the kept-alive sockets are closed. */
export function closeConnections(): void {
  agents.http.destroy();
  agents.https.destroy();
}

/**
 * Enrols with the link of the device list's QR dialog
 * (`<ingest>/v1/enrol?deviceNo=...&code=...`): the one-time code becomes the device's credential.
 */
export async function enrol(enrolUrl: string): Promise<DeviceCredential> {
  const url = new URL(enrolUrl);
  const deviceNo = url.searchParams.get('deviceNo');
  const code = url.searchParams.get('code');
  if (!deviceNo || !code) {
    throw new Error(`the enrolment link has no deviceNo or code: ${enrolUrl}`);
  }
  const ingestUrl = `${url.origin}${url.pathname.replace(/\/v1\/enrol\/?$/, '')}`;
  const answer = await call<EnrolAnswer>(`${ingestUrl}/v1/enrol`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceNo, code }),
  });
  if (answer.code !== 0 || !answer.data) {
    throw new Error(`enrolment refused (${answer.code}): ${answer.msg}`);
  }
  return { ...answer.data, ingestUrl };
}

/** The device-facing calls with a device's credential. */
export class DeviceClient {
  constructor(readonly credential: DeviceCredential) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'content-type': 'application/json',
      authorization: `Device ${this.credential.token}`,
      lang: 'en',
      ...extra,
    };
  }

  references(): Promise<DeviceAnswer<DeviceReferences>> {
    return call(`${this.credential.ingestUrl}/v1/references`, { method: 'GET', headers: this.headers() });
  }

  /** Posts a sheet under its idempotency key (send the same key and body again to retry). */
  postSheet(idempotencyKey: string, body: string | DeviceSheet): Promise<DeviceAnswer<SheetAccepted>> {
    return call(`${this.credential.ingestUrl}/v1/sheets`, {
      method: 'POST',
      headers: this.headers({ 'idempotency-key': idempotencyKey }),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}
