import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { processRegistry } from './registry';

export interface MetricsServer {
  /** where it listens */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves the process's registry (GET /metrics, Prometheus text) on an internal port of its own,
 * never a public one: the services through nest-kit's listenMetrics, the recognition worker
 * directly. Port 0 serves none (undefined): the processes' METRICS_PORT=0. `onError` hears of a
 * scrape whose collecting failed (answered 500).
 */
export async function serveMetrics(
  port: number,
  host: string,
  onError: (error: unknown) => void = () => undefined,
): Promise<MetricsServer | undefined> {
  if (port === 0) {
    return undefined;
  }
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const registry = processRegistry();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('collecting metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
