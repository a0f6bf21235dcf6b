import { freePort, NGINX_TEMPLATE, startWebServer, type WebServer, webServerLimits } from '@timber/testing';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** What the BFF's place received: the path and headers of each request proxied to it. */
interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A raw HTTP exchange (what fetch cannot send: a broken request line, a length without its body),
 * read until the answer's Content-Length is in (nginx may keep the socket a while after a refusal).
 */
function raw(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let bytes = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const end = bytes.indexOf('\r\n\r\n');
      const head = end < 0 ? '' : bytes.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (end >= 0 && bytes.length >= end + 4 + length) {
        socket.destroy();
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          body: bytes.subarray(end + 4, end + 4 + length).toString('utf8'),
        });
      }
    });
    socket.on('error', reject);
    socket.on('end', () =>
      reject(new Error(`the connection ended before a whole answer: ${bytes.toString('latin1')}`)),
    );
  });
}

const json = async (answer: Response): Promise<[number, string | null, unknown]> => [
  answer.status,
  answer.headers.get('content-type'),
  await answer.json(),
];

/**
 * Security finding 3 of issue 34: the web server of `npm start` and of the browser tests is the
 * container's, nginx with docker/nginx/default.conf.template (libs/testing web-server), and what it
 * answers itself is the envelope. Real nginx (Debian's, installed by scripts/lib.sh ensure_nginx)
 * in front of a local HTTP server in the BFF's place that records what reaches it.
 */
describe('the web server: nginx with the container’s configuration', () => {
  const root = join(ROOT, 'tmp', 'web-server-test', 'root');
  let web: WebServer;
  let upstream: Server;
  const seen: Seen[] = [];

  beforeAll(async () => {
    rmSync(join(ROOT, 'tmp', 'web-server-test'), { recursive: true, force: true });
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>back office</title>');
    writeFileSync(join(root, 'share.html'), '<!doctype html><title>share</title>');
    writeFileSync(join(root, 'assets', 'index-Ab12.js'), 'console.log(1)');
    upstream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      if (req.url === '/api/events') {
        // an event stream: the first event must reach the browser while the stream stays open
        res.writeHead(200, { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' });
        res.write('event: order\ndata: {"n":1}\n\n');
        return;
      }
      const status = req.url === '/api/nothing' ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: status === 200 ? 0 : 404001, msg: 'from the BFF', data: req.url }));
    });
    const bffPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(bffPort, '127.0.0.1', resolve));
    web = await startWebServer({
      port: await freePort(),
      root,
      bffUpstream: `127.0.0.1:${bffPort}`,
      dir: join(ROOT, 'tmp', 'web-server-test', 'nginx'),
    });
  });
  afterAll(async () => {
    await web?.stop();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  const port = (): number => Number(new URL(web.url).port);

  it('answers a client-side route with the app’s shell and /shareOrder with the share page, never cached', async () => {
    for (const path of ['/', '/login', '/stock/list?page=2', '/a/deep/route']) {
      const answer = await fetch(`${web.url}${path}`);
      expect([answer.status, answer.headers.get('cache-control'), await answer.text()], path).toEqual([
        200,
        'no-cache',
        '<!doctype html><title>back office</title>',
      ]);
    }
    const share = await fetch(`${web.url}/shareOrder?token=abc`);
    expect([share.status, share.headers.get('cache-control'), await share.text()]).toEqual([
      200,
      'no-cache',
      '<!doctype html><title>share</title>',
    ]);
  });

  it('keeps hashed files a year, and answers a missing one with the 404 envelope in the caller’s language', async () => {
    const asset = await fetch(`${web.url}/assets/index-Ab12.js`);
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    expect(await json(await fetch(`${web.url}/assets/gone-Zz99.js`))).toEqual([
      404,
      'application/json; charset=utf-8',
      { code: 404001, msg: 'The requested resource does not exist', data: null },
    ]);
    const japanese = await fetch(`${web.url}/assets/gone-Zz99.js`, {
      headers: { 'accept-language': 'ja-JP,en;q=0.5' },
    });
    expect(((await japanese.json()) as { msg: string }).msg).toBe('要求されたリソースは存在しません');
    const lang = await fetch(`${web.url}/assets/gone.js`, {
      headers: { lang: 'zh', 'accept-language': 'ru' },
    });
    expect(((await lang.json()) as { msg: string }).msg).toBe('请求的资源不存在');
    // the envelopes themselves are not addresses of their own
    expect((await fetch(`${web.url}/.errors/en/400.json`)).status).toBe(404);
  });

  it('passes /api to the BFF as it came, its answers untouched, and the client’s address appended', async () => {
    seen.length = 0;
    const answer = await fetch(`${web.url}/api/stock/pageSpu?x=1`, {
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(await answer.json()).toEqual({ code: 0, msg: 'from the BFF', data: '/api/stock/pageSpu?x=1' });
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.5, 127.0.0.1');
    // the BFF's own refusals pass as they are, not replaced by the web server's
    expect(await (await fetch(`${web.url}/api/nothing`)).json()).toEqual({
      code: 404001,
      msg: 'from the BFF',
      data: '/api/nothing',
    });
    // an address over the BFF's 8 KB but within the web server's line reaches the BFF (which answers 414001)
    const long = `/api/x?q=${'a'.repeat(10 * 1024)}`;
    expect((await fetch(`${web.url}${long}`)).status).toBe(200);
    expect(seen.at(-1)?.url).toBe(long);
  });

  it('passes an event stream on as each event comes', async () => {
    const controller = new AbortController();
    const answer = await fetch(`${web.url}/api/events`, { signal: controller.signal });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const reader = answer.body!.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the event was held back')), 3_000),
      ),
    ]);
    expect(new TextDecoder().decode(first.value as Uint8Array)).toContain('data: {"n":1}');
    controller.abort();
  });

  it('answers a 100 KB address with the 414 envelope, on the app and on /api', async () => {
    const limits = webServerLimits(readFileSync(NGINX_TEMPLATE, 'utf8'));
    for (const path of [`/${'a'.repeat(100 * 1024)}`, `/api/stock/pageSpu?q=${'a'.repeat(100 * 1024)}`]) {
      expect(await json(await fetch(`${web.url}${path}`))).toEqual([
        414,
        'application/json; charset=utf-8',
        { code: 414001, msg: `The address is longer than ${limits.requestLine.text}`, data: null },
      ]);
    }
  });

  it('answers headers over the limits with the 431 envelope: one huge header, or many', async () => {
    const expected = [
      431,
      'application/json; charset=utf-8',
      { code: 431001, msg: 'The address and headers of the request are larger than 128 KB', data: null },
    ];
    expect(
      await json(await fetch(`${web.url}/api/x`, { headers: { 'x-filler': 'a'.repeat(100 * 1024) } })),
    ).toEqual(expected);
    const many = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`x-filler-${i}`, 'a'.repeat(20 * 1024)]),
    );
    expect(await json(await fetch(`${web.url}/login`, { headers: many }))).toEqual(expected);
  });

  it('answers a malformed request, a body over its limit and a method a file does not take with the envelope', async () => {
    const broken = await raw(port(), 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect([broken.status, JSON.parse(broken.body)]).toEqual([
      400,
      { code: 400000, msg: 'The request is malformed and cannot be read', data: null },
    ]);
    const big = await raw(
      port(),
      'POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 31457280\r\nConnection: close\r\n\r\n',
    );
    expect([big.status, JSON.parse(big.body)]).toEqual([
      413,
      { code: 413001, msg: 'The request is too large (limit 20 MB)', data: null },
    ]);
    expect(await json(await fetch(`${web.url}/login`, { method: 'POST', headers: { lang: 'es' } }))).toEqual([
      405,
      'application/json; charset=utf-8',
      { code: 405001, msg: 'Esta dirección no admite este método', data: null },
    ]);
  });

  it('answers 503 in the envelope when the BFF is not there, and has a page for every error it maps', async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    expect(await json(await fetch(`${web.url}/api/stock/pageSpu`))).toEqual([
      503,
      'application/json; charset=utf-8',
      { code: 503001, msg: 'The service is temporarily unavailable, please try again', data: null },
    ]);
    const template = readFileSync(NGINX_TEMPLATE, 'utf8');
    const targets = [...template.matchAll(/error_page[^/]*\/\.errors\/\$timber_lang\/(\d+)\.json;/g)].map(
      (m) => m[1],
    );
    expect(targets.length).toBeGreaterThan(5);
    for (const lang of ['zh', 'en', 'es', 'ja', 'ru']) {
      for (const status of targets) {
        const body = JSON.parse(
          readFileSync(join(root, '.errors', lang, `${status}.json`), 'utf8'),
        ) as object;
        expect(Object.keys(body), `${lang}/${status}`).toEqual(['code', 'msg', 'data']);
      }
    }
  });
});
