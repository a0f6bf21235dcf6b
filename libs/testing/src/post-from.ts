import { type ApiEnvelope } from '@timber/contracts';
import { request } from 'node:http';

export interface AnswerFrom<T = unknown> {
  status: number;
  retryAfter: string | undefined;
  body: ApiEnvelope<T>;
}

/**
 * A JSON POST to `url` over a socket bound to the loopback address `from` (127.0.0.2, ...), so
 * the server sees that peer: a client of its own address, or a trusted proxy naming its client in
 * the X-Forwarded-For of `headers`.
 */
export function postFrom<T = unknown>(
  url: string,
  from: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AnswerFrom<T>> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', lang: 'en', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(text) as ApiEnvelope<T>,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
