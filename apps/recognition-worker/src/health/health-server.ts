import { limitedHttpServer, type ReadinessCheck } from '@timber/nest-kit';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface HealthServerOptions {
  host: string;
  /** 0 picks a free port (tests, several workers on one machine) */
  port: number;
  /**
   * What must answer for `/ready`, asked on every request: undefined while the worker is still
   * starting (not ready yet), then its checks (Redis, PostgreSQL, the detector).
   */
  readiness: () => readonly ReadinessCheck[] | undefined;
  /** a check that has not answered by then counts as down (default 2 s) */
  checkTimeoutMs?: number;
}

export interface HealthServer {
  /** where it listens: the configured port, or the one picked for 0 */
  readonly port: number;
  close(): Promise<void>;
}

type State = 'ok' | 'down';

async function stateOf(check: ReadinessCheck, timeoutMs: number): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${check.name}: no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check.check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The worker's probes over plain node:http (it has no HTTP API): `GET /health` answers 200 while
 * the process runs; `GET /ready` answers 200 with every check `ok`, else 503 naming the checks
 * that are down (or `{"status":"starting"}` before the worker is up), like the services' probes.
 */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const timeoutMs = options.checkTimeoutMs ?? 2_000;

  const send = (request: IncomingMessage, response: ServerResponse, status: number, body: object): void => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : json);
  };

  const respond = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://health').pathname;
    if (path !== '/health' && path !== '/ready') {
      send(request, response, 404, { status: 'not found' });
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      send(request, response, 405, { status: 'method not allowed' });
    } else if (path === '/health') {
      send(request, response, 200, { status: 'ok' });
    } else {
      const checks = options.readiness();
      if (!checks) {
        send(request, response, 503, { status: 'starting' });
        return;
      }
      const states = await Promise.all(
        checks.map(async (c) => [c.name, await stateOf(c, timeoutMs)] as const),
      );
      send(request, response, states.some(([, s]) => s === 'down') ? 503 : 200, Object.fromEntries(states));
    }
  };

  // the limits and the envelope for bad bytes of every port of the system
  const server = limitedHttpServer((request, response) => {
    respond(request, response).catch(() => {
      if (!response.headersSent) {
        send(request, response, 500, { status: 'error' });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
