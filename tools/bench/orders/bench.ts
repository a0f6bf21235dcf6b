import { sharedDatasetDir } from '@timber/log-detector';
import { DEMO_TENANT_ID, startWebSystem } from '@timber/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import { type CDPSession, chromium } from 'playwright-core';

/**
 * Issue 16's figures, with every process running and the web app built for production:
 * - settling an order of 500 sheets (50 logs each) through the BFF, on a tenant whose orders
 *   service keeps 200,000 confirmed sheets (10 million logs), generated with SQL generate_series
 *   as inventory's confirmation events would have left them; BENCH_ORDERS such orders, each of
 *   other sheets, every settlement timed;
 * - opening an order's diameter data detail (the two calls its screen makes at once: the diameter
 *   table and the first page of logs), BENCH_REQUESTS times, p50 / p95 / max;
 * - the public share page of one of these orders on a 390 px phone (Chromium's mobile emulation,
 *   a fresh context each time so nothing is cached): time from navigation to the first screen
 *   (the order's summary), with the order's 20 log pictures served by a picture server of their
 *   own (measuring devices post picture addresses), loaded lazily on the picture tab, whose first
 *   picture is timed too. Once on the machine's own network and CPU, once under Lighthouse's
 *   mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×).
 * Run: npm run bench:orders (BENCH_SHEETS=200000 BENCH_LOGS=50 BENCH_ORDERS=5 BENCH_REQUESTS=50
 * BENCH_PAGE_RUNS=10).
 */
const SHEETS = Number(process.env.BENCH_SHEETS ?? 200_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 10);
/** BENCH_WATERFALL=1: every load of the share page's first run, not only the slowest six. */
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const ORDER_SHEETS = 500;
const PICTURES = 20;
const CUSTOMERS = 20;
const BUYER = '00000000-0000-4000-8000-00000000c001';

const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

function quantiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (${sorted.length} runs)`;
}

/** SPU of generated sheet g: sheets of customer 1 (BUYER) are g = 1, 1 + CUSTOMERS, … */
const spuOf = (g: number) => `BS${String(g).padStart(8, '0')}`;

async function generate(admin: Client): Promise<void> {
  const tenant = DEMO_TENANT_ID;
  await admin.query(
    `insert into orders.customers (tenant_id, id, name)
     select $1, case when c = 1 then $3::uuid else md5('bench-customer-' || c)::uuid end, 'Bench buyer ' || c
     from generate_series(1, $2) c`,
    [tenant, CUSTOMERS, BUYER],
  );
  // sheet g: stock-in, customer 1 + (g - 1) % CUSTOMERS, LOGS logs of classes 20..39 and lengths 4 or 6 m
  await admin.query(
    `insert into orders.sheets (tenant_id, id, kind, spu, standard, customer_id, customer_name, wood_kind_id,
       wood_kind_name, location_id, location_name, transport_num, sheet_date, quantity, volume_e4,
       measured_logs, diameter_class_sum, length_classes, log_count, logs_kept, confirmed_at, event_id)
     select $1, md5('bench-sheet-' || g)::uuid, 1, 'BS' || lpad(g::text, 8, '0'), 'ch',
       case when c = 1 then $4::uuid else md5('bench-customer-' || c)::uuid end, 'Bench buyer ' || c,
       '00000000-0000-4000-8000-0000000003a1', 'Larch', '00000000-0000-4000-8000-0000000004a1', 'Yard A',
       'TR' || (g % 997), date '2026-01-01' + (g % 330), $3, $3 * 2000, $3, $3 * 30, '4,6', $3, $3,
       timestamptz '2026-01-01' + make_interval(secs => g * 120), md5('bench-event-' || g)::uuid
     from generate_series(1, $2) g cross join lateral (select 1 + (g - 1) % $5 as c) k`,
    [tenant, SHEETS, LOGS, BUYER, CUSTOMERS],
  );
  await admin.query(
    `insert into orders.sheet_logs (tenant_id, sheet_id, seq, wood_code, min_diameter, max_diameter, length_m,
       diameter_class, length_class, volume_e4, manual, pic_url)
     select $1, md5('bench-sheet-' || g)::uuid, s, 'W' || lpad(s::text, 4, '0'), 19.6 + (g + s) % 20,
       20.4 + (g + s) % 20, case when s % 2 = 0 then 6.1 else 4.1 end, 20 + (g + s) % 20,
       case when s % 2 = 0 then 6 else 4 end, 2000, false, ''
     from generate_series(1, $2) g cross join generate_series(1, $3) s`,
    [tenant, SHEETS, LOGS],
  );
  for (const table of ['customers', 'sheets', 'sheet_logs']) {
    await admin.query(`vacuum analyze orders.${table}`);
  }
}

/** A picture server standing for the devices' picture store: /p/{n}.jpg, photos of the shared dataset. */
async function pictureServer(): Promise<{ server: Server; url: (n: number) => string }> {
  const dir = join(sharedDatasetDir(), 'valid', 'images');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.jpg'))
    .slice(0, PICTURES)
    .map((name) => readFileSync(join(dir, name)));
  const server = createServer((request, response) => {
    const n = Number(/^\/p\/(\d+)\.jpg$/.exec(request.url ?? '')?.[1] ?? -1);
    const file = files[n];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': file.length });
    response.end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: (n) => `http://127.0.0.1:${port}/p/${n}.jpg` };
}

async function main(): Promise<void> {
  const system = await startWebSystem('benchord');
  const backend = system.backend;
  const admin = new Client({ connectionString: backend.adminUrl });
  await admin.connect();
  const pictures = await pictureServer();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--disable-gpu', '--disable-dev-shm-usage', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const api = await backend.loginAs('admin');
    let start = process.hrtime.bigint();
    await generate(admin);
    const counts = await admin.query<{ sheets: number; logs: number }>(
      `select (select count(*)::int from orders.sheets) as sheets, (select count(*)::int from orders.sheet_logs) as logs`,
    );
    console.log(
      `generated ${counts.rows[0]?.sheets} confirmed sheets with ${counts.rows[0]?.logs} logs in ${(ms(start) / 1000).toFixed(0)} s`,
    );

    // Settling: ORDERS orders of 500 of the buyer's sheets each, each of sheets none settled before.
    const settled: { id: string; orderNo: string }[] = [];
    const settleTimes: number[] = [];
    for (let o = 0; o < ORDERS; o++) {
      const spus = Array.from({ length: ORDER_SHEETS }, (_, i) =>
        spuOf(1 + (o * ORDER_SHEETS + i) * CUSTOMERS),
      );
      start = process.hrtime.bigint();
      const order = await api.ok<{ id: string; orderNo: string }>('POST', '/order/save', {
        orderType: 1,
        tradePartnerId: BUYER,
        spus: spus.join(','),
      });
      settleTimes.push(ms(start));
      settled.push(order);
    }
    console.log(
      `settle an order of ${ORDER_SHEETS} sheets (${ORDER_SHEETS * LOGS} logs): ${settleTimes.map((t) => t.toFixed(0)).join(', ')} ms; ${quantiles(settleTimes)}`,
    );

    // Its diameter data detail: the diameter table and the first page of logs, asked for together.
    const first = settled[0]!;
    const openDetail = () =>
      Promise.all([
        api.ok('POST', '/order/wood/getDiaCategory', { id: first.id }),
        api.ok('POST', '/order/wood/page', { id: first.id, page: 1 }),
      ]);
    for (let i = 0; i < 3; i++) {
      await openDetail();
    }
    const detailTimes: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      start = process.hrtime.bigint();
      await openDetail();
      detailTimes.push(ms(start));
    }
    console.log(`open the diameter detail of that order: ${quantiles(detailTimes)}`);

    // The share page of that order: its logs carry the 20 pictures (each on many logs).
    await admin.query(
      `update orders.sheet_logs set pic_url = ($2::text[])[1 + (abs(hashtext(sheet_id::text)) + seq) % $3]
       where sheet_id in (select sheet_id from orders.order_sheets where order_id = $1)`,
      [first.id, Array.from({ length: PICTURES }, (_, n) => pictures.url(n)), PICTURES],
    );
    const share = await api.ok<{ token: string }>('POST', '/order/share/create', {
      ids: [first.id],
    });
    const link = `${system.baseUrl}/shareOrder?token=${share.token}&lang=en`;

    // The share page's one call for its first screen, public (no login), as the page makes it.
    const askShared = async () => {
      const answer = await fetch(`${system.baseUrl}/api/order/business`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify({ token: share.token, page: 1, pageSize: 10_000 }),
      });
      if (((await answer.json()) as { code: number }).code !== 0) {
        throw new Error('the share page call failed');
      }
    };
    await askShared();
    const sharedTimes: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      start = process.hrtime.bigint();
      await askShared();
      sharedTimes.push(ms(start));
    }
    console.log(`the share page's call for that order (through the web server): ${quantiles(sharedTimes)}`);

    const profiles: { name: string; slow: boolean }[] = [
      { name: 'phone 390 px, this machine', slow: false },
      { name: 'phone 390 px, Lighthouse mobile (150 ms RTT, 1.6 Mbit/s, CPU 4×)', slow: true },
    ];
    for (const profile of profiles) {
      const firstScreen: number[] = [];
      const firstPicture: number[] = [];
      let shown = 0;
      for (let run = 0; run < PAGE_RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        });
        const page = await context.newPage();
        if (profile.slow) {
          const cdp: CDPSession = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8,
            uploadThroughput: (750 * 1024) / 8,
          });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        }
        // the first screen's time in the page itself, from its navigation (as the browser's own
        // paint timings count), to the frame after the order's title came: Playwright's waiting
        // polls, ever more slowly, and would add its own delay (the expression runs in the page)
        await page.addInitScript(`new MutationObserver((_, observer) => {
            if (document.querySelector('[data-testid="shared-order-title"]')) {
              observer.disconnect();
              requestAnimationFrame(() => { window.firstScreenMs = performance.now(); });
            }
          }).observe(document, { childList: true, subtree: true });`);
        await page.goto(link, { waitUntil: 'commit' });
        await page.getByTestId('shared-order-title').waitFor({ timeout: 60_000 });
        firstScreen.push(
          await page
            .waitForFunction('window.firstScreenMs')
            .then((shown) => shown.jsonValue() as Promise<number>),
        );
        if (run === (WATERFALL ? PAGE_RUNS - 1 : 0)) {
          // where the first screen's time went: the page's slowest loads, from its navigation
          const slowest = await page.evaluate<{ name: string; start: number; end: number }[]>(
            `performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
              .map((entry) => ({ name: entry.name.replace(location.origin, '').slice(0, 70),
                start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) }))
              .sort((a, b) => ${WATERFALL ? 'a.start - b.start' : 'b.end - a.end'}).slice(0, ${WATERFALL ? 100 : 6})`,
          );
          console.log(
            `share page, ${profile.name}: slowest loads ${slowest.map((entry) => `${entry.name} ${entry.start}-${entry.end} ms`).join(WATERFALL ? '\n  ' : '; ')}`,
          );
        }
        start = process.hrtime.bigint();
        await page.getByRole('tab').nth(1).click();
        // a picture of the grid decoded (the expression runs in the page, hence a string)
        await page.waitForFunction(
          `[...document.querySelectorAll('[data-testid="shared-images"] img')].some((image) => image.complete && image.naturalWidth > 0)`,
          undefined,
          { timeout: 60_000 },
        );
        firstPicture.push(ms(start));
        shown = await page.locator('[data-testid="shared-images"] img').count();
        await context.close();
      }
      console.log(`share page, ${profile.name}: first screen ${quantiles(firstScreen)}`);
      console.log(
        `share page, ${profile.name}: picture tab to its first picture ${quantiles(firstPicture)} (${shown} pictures in the grid, lazy)`,
      );
    }
  } finally {
    await browser.close();
    pictures.server.close();
    await admin.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
