import { type ReadinessCheck } from '@timber/nest-kit';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type HealthServer, startHealthServer } from './health-server';

const up = (name: string): ReadinessCheck => ({ name, check: () => Promise.resolve() });
const down = (name: string): ReadinessCheck => ({ name, check: () => Promise.reject(new Error('refused')) });
const silent = (name: string): ReadinessCheck => ({ name, check: () => new Promise<void>(() => undefined) });

describe('the worker health server (node:http)', () => {
  const servers: HealthServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  const start = async (readiness: () => readonly ReadinessCheck[] | undefined): Promise<string> => {
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, readiness, checkTimeoutMs: 100 });
    servers.push(server);
    expect(server.port).toBeGreaterThan(0);
    return `http://127.0.0.1:${server.port}`;
  };
  const get = async (url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(url, init);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : '' };
  };

  it('is live at once, and not ready while the worker starts', async () => {
    const base = await start(() => undefined);
    expect(await get(`${base}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(`${base}/ready`)).toEqual({ status: 503, body: { status: 'starting' } });
  });

  it('is ready when every check answers, asking them on each request', async () => {
    let checks: ReadinessCheck[] = [up('redis'), up('postgres'), up('detector')];
    const base = await start(() => checks);
    expect(await get(`${base}/ready`)).toEqual({
      status: 200,
      body: { redis: 'ok', postgres: 'ok', detector: 'ok' },
    });
    checks = [up('redis'), down('postgres'), up('detector')];
    expect(await get(`${base}/ready?verbose=1`)).toEqual({
      status: 503,
      body: { redis: 'ok', postgres: 'down', detector: 'ok' },
    });
    // liveness does not depend on the checks
    expect((await get(`${base}/health`)).status).toBe(200);
  });

  it('counts a check that does not answer in time as down', async () => {
    const base = await start(() => [up('redis'), silent('postgres')]);
    const started = Date.now();
    expect(await get(`${base}/ready`)).toEqual({ status: 503, body: { redis: 'ok', postgres: 'down' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers HEAD without a body, other paths with 404 and other methods with 405', async () => {
    const base = await start(() => [up('redis')]);
    expect(await get(`${base}/ready`, { method: 'HEAD' })).toEqual({ status: 200, body: '' });
    expect(await get(`${base}/metrics`)).toEqual({ status: 404, body: { status: 'not found' } });
    const post = await fetch(`${base}/health`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers headers over the system’s limit with the 431 envelope, as every port does', async () => {
    const base = await start(() => [up('redis')]);
    expect(await get(`${base}/health`, { headers: { 'x-filler': 'a'.repeat(200 * 1024) } })).toEqual({
      status: 431,
      body: {
        code: 431001,
        msg: 'The address and headers of the request are larger than 128 KB',
        data: null,
      },
    });
    // within the limit (Node's own default is 16 KB) a long address is read and answered
    expect((await get(`${base}/health?${'a'.repeat(60 * 1024)}`)).status).toBe(200);
  });

  it('fails to start on a port in use, and stops answering once closed', async () => {
    const base = await start(() => []);
    const { port } = new URL(base);
    await expect(
      startHealthServer({ host: '127.0.0.1', port: Number(port), readiness: () => [] }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });

    const server = servers.pop();
    await server?.close();
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    // the port is free again
    await new Promise<void>((resolve, reject) => {
      const probe = createServer().once('error', reject);
      probe.listen(Number(port), '127.0.0.1', () => probe.close(() => resolve()));
    });
  });
});
