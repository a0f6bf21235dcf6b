import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveMetrics } from './metrics-server';

/** A port free now (the metrics server takes no 0: that means none). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('serveMetrics', () => {
  it('serves the registry on GET /metrics only, and nothing once closed', async () => {
    const server = await serveMetrics(await freePort(), '127.0.0.1');
    if (!server) {
      throw new Error('no server');
    }
    const base = `http://127.0.0.1:${server.port}`;
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    expect(await metrics.text()).toContain('nodejs_heap_size_used_bytes');
    expect((await fetch(`${base}/health`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    await server.close();
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });

  it('serves none on port 0', async () => {
    expect(await serveMetrics(0, '127.0.0.1')).toBeUndefined();
  });
});
