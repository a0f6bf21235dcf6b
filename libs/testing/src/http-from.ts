import { type ApiEnvelope } from '@timber/contracts';
import { request } from 'node:http';

export interface AnswerFrom<T = unknown> {
  status: number;
  retryAfter: string | undefined;
  body: ApiEnvelope<T>;
}

/**
 * A JSON POST to a service on 127.0.0.1:`port` over a socket bound to the loopback address `from`
 * (127.0.0.66, …), so the client address the service sees is a real socket address.
 */
export const postFrom = <T = unknown>(
  port: number,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AnswerFrom<T>> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', lang: 'en', ...headers },
      },
      (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(answer) as ApiEnvelope<T>,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
