import { type CountOrderDetail } from '@timber/contracts';
import { LOCALES, type Locale } from '@timber/i18n';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../src/app/route-table';
import {
  blocking,
  navigateInApp,
  scan,
  settle,
  trackRequests,
  violationLines,
  type Scan,
} from './support/axe';
import { baseUrl, browserForSuite, DEMO, logIn, newPage } from './support/browser';
import { apiOf, countPhoto } from './support/counting-api';
import { sharedDatasetDir } from './support/dataset';
import { apiCall, makeMasterData, makeStockIn, makeStockOut } from './support/ui';

/** Recognition runs on the CPU of a shared machine: give it time. */
const RECOGNITION_MS = 120_000;

// Issue 41: every screen of the route table, the public pages and the main dialogs, scanned with
// axe-core in Chromium against WCAG 2.0 A/AA and 2.1 A/AA in each of the five languages. A critical
// or serious violation fails; moderate and minor ones are printed. One signed-in page per language
// walks the screens by client-side navigation, scanning each once it has settled.

/** The public pages, scanned logged out (the share page with a live link besides). */
const PUBLIC_PATHS = [
  '/login',
  '/401',
  '/404',
  '/shareOrder',
  '/sawTableOnline',
  '/sawList',
  '/sawDetail',
  '/editJSW',
];

interface Seeded {
  confirmed: { id: string; spu: string };
  pending: { id: string; spu: string };
  /** a confirmed stock-out sheet of some of the confirmed stock-in sheet's logs */
  stockOut: { id: string; spu: string };
  /** a counting order whose photo the counting service has counted */
  countOrderId: number;
  /** an order of the confirmed stock-in sheet (its print view needs one: without an id it goes back) */
  orderId: string;
  kind: string;
  customer: string;
}

/**
 * The query a hidden route needs to show something: the seeded confirmed stock-in or stock-out
 * sheet's, the order's, or the counted counting order's.
 */
function queryOf(path: string, seeded: Seeded): string {
  const { id, spu } = seeded.confirmed;
  switch (path) {
    case '/stock/diamData':
    case '/stock/diamDataIn':
      return `?${new URLSearchParams({ type: 'stockIn', id, spu, standard: 'ch' }).toString()}`;
    case '/stock/diamDataOut': {
      const sheet = seeded.stockOut;
      return `?${new URLSearchParams({ type: 'stockOut', id: sheet.id, spu: sheet.spu, standard: 'ch' }).toString()}`;
    }
    case '/stock/printIn':
      return `?${new URLSearchParams({ id }).toString()}`;
    case '/stock/printOut':
      return `?${new URLSearchParams({ id: seeded.stockOut.id }).toString()}`;
    case '/order/print':
      return `?${new URLSearchParams({ id: seeded.orderId }).toString()}`;
    case '/countKingDetail':
      return `?${new URLSearchParams({ idx: String(seeded.countOrderId) }).toString()}`;
    case '/stock/diamEdit': {
      const info = [id, spu, 'ch', '5', '0', '4', seeded.customer, '-', seeded.kind]
        .map((field) => encodeURIComponent(field))
        .join(',');
      return `?${new URLSearchParams({ type: 'stockIn', info }).toString()}`;
    }
    default:
      return '';
  }
}

/** A window in this language (the language cookie, as the language switch leaves it). */
async function pageIn(locale: Locale, session: ReturnType<ReturnType<typeof browserForSuite>>) {
  const opened = await newPage(session);
  await opened.context.addCookies([{ name: 'language', value: locale, url: baseUrl() }]);
  await trackRequests(opened.page);
  return opened;
}

/** A11Y_TRACE=1 prints each screen's time (to find a slow one). */
const trace = (locale: Locale, started: number, what: string, scanned?: Scan) => {
  if (process.env['A11Y_TRACE']) {
    console.log(`[${locale}] ${Math.round(performance.now() - started)} ms ${what}`);
    if (scanned) {
      console.log(violationLines(scanned, blocking(scanned)).join('\n'));
    }
  }
};

/**
 * How long a screen may take to show and settle: three languages are scanned at once, on a 2-core
 * CI machine that also runs the whole system.
 */
const SCREEN_MS = 45_000;

/**
 * At most this many languages are scanned at once: all five at once (each signed in, walking 60
 * screens) starved two of them past SCREEN_MS on their very first screen in a CI run of 29 Nov
 * 2026 (en and ru, /dashboard), on the 2-core machine that also runs the whole system.
 */
const LANGUAGES_AT_ONCE = 3;
let scanning = 0;
const waitingToScan: (() => void)[] = [];

/** Runs `work` once fewer than LANGUAGES_AT_ONCE languages are being scanned. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (scanning >= LANGUAGES_AT_ONCE) {
    await new Promise<void>((resolve) => waitingToScan.push(resolve));
  }
  scanning += 1;
  try {
    return await work();
  } finally {
    scanning -= 1;
    waitingToScan.shift()?.();
  }
}

/** Waits for the screen at this path (its heading shown) to settle; a timeout names the screen. */
async function screenAt(page: Page, path: string): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) =>
        window.location.pathname === expected &&
        document.querySelector('[data-testid="page-title"]') !== null,
      path,
      { timeout: SCREEN_MS },
    );
    await settle(page, 150, SCREEN_MS);
  } catch (error) {
    throw new Error(
      `${path} did not show or settle: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Opens a dialog, scans the page with it open, closes it with Escape. */
async function scanDialog(
  page: Page,
  name: string,
  open: () => Promise<void>,
  selector = '.p-dialog',
): Promise<Scan> {
  await open();
  const dialog = page.locator(selector).last();
  await dialog.waitFor();
  await settle(page);
  const result = await scan(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return result;
}

/** Fails on critical and serious violations, naming each element; prints the rest. */
function report(locale: Locale, scans: Scan[]): void {
  const minor = scans.flatMap((result) =>
    violationLines(
      result,
      result.violations.filter((violation) => !blocking(result).includes(violation)),
    ),
  );
  if (minor.length > 0) {
    console.log(`[${locale}] moderate and minor (not failing):\n${minor.join('\n')}`);
  }
  const failing = scans.flatMap((result) => violationLines(result, blocking(result)));
  console.log(`[${locale}] ${scans.length} screens scanned, ${failing.length} critical or serious`);
  expect(failing, failing.join('\n')).toEqual([]);
}

describe('accessibility: axe-core, WCAG 2.1 AA, every screen in five languages (issue 41)', () => {
  const browser = browserForSuite();
  const suffix = Date.now().toString(36);
  let seeded: Seeded;

  beforeAll(async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    // A photo to count, sent first: the counting service takes the longest.
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const photo = (await readdir(dir)).filter((file) => file.endsWith('.jpg')).sort()[0]!;
    const api = await apiOf(context, page);
    const counting = await countPhoto(api, await readFile(join(dir, photo)));
    const kind = `E2E A11y fir ${suffix}`;
    const customer = `E2E A11y buyer ${suffix}`;
    const master = await makeMasterData(page, { yard: `E2E A11y yard ${suffix}`, kind, customer });
    const rows = [
      { dia: 24, qty: 3 },
      { dia: 30, qty: 2 },
    ];
    const confirmed = await makeStockIn(page, master, rows);
    await apiCall(page, `/stockIn/h/confirm/${confirmed.id}`, { manual: 0 });
    const pending = await makeStockIn(page, master, rows);
    const stockOut = await makeStockOut(
      page,
      master,
      [{ dia: 24, qty: 1 }],
      `A11Y${suffix.slice(-4)}`.toUpperCase(),
    );
    await apiCall(page, `/stockOut/confirm/${stockOut.id}`, { manual: 0 });
    // orders keeps its copy of a confirmed sheet (what a share shows) from inventory's event
    // (expect.poll works inside tests only)
    const unsettled = async () =>
      (
        await apiCall<{ records: { spu: string }[] }>(page, '/order/unsettled', {
          orderType: 1,
          customerId: master.customerId,
        })
      ).records.some((sheet) => sheet.spu === confirmed.spu);
    for (let tries = 0; !(await unsettled()); tries += 1) {
      if (tries > 40) {
        throw new Error(`orders never took sheet ${confirmed.spu}`);
      }
      await page.waitForTimeout(500);
    }
    const order = await apiCall<{ id: string }>(page, '/order/save', {
      orderType: 1,
      tradePartnerId: master.customerId,
      spus: confirmed.spu,
    });
    // 10: recognised, so the review screen shows the photo with its circles
    const counted = async () =>
      (await api.get<CountOrderDetail>(`/count/detail/${counting.id}`)).status === 10;
    for (let tries = 0; !(await counted()); tries += 1) {
      if (tries > RECOGNITION_MS / 1000) {
        throw new Error(`counting order ${counting.orderNo} was never counted`);
      }
      await page.waitForTimeout(1000);
    }
    seeded = { confirmed, pending, stockOut, countOrderId: counting.id, orderId: order.id, kind, customer };
    await context.close();
  }, RECOGNITION_MS + 60_000);

  for (const locale of LOCALES) {
    it.concurrent(
      `finds no critical or serious violation on any screen or dialog in ${locale}`,
      () =>
        inTurn(async () => {
          const scans: Scan[] = [];
          const started = performance.now();
          const { context, page } = await pageIn(locale, browser());

          // Signed in: every screen of the route table, by client-side navigation.
          // three languages sign in at once: the app may take as long to come up as a screen to settle
          await logIn(page, DEMO.admin, '/login', SCREEN_MS);
          for (const route of APP_ROUTES) {
            trace(locale, started, route.path);
            await navigateInApp(page, `${route.path}${queryOf(route.path, seeded)}`);
            await screenAt(page, route.path);
            scans.push(await scan(page, route.path));
            trace(locale, started, 'scanned', scans.at(-1));
          }

          trace(locale, started, 'dialogs');
          // The main dialogs: adding a stock-in sheet, confirming one, sharing, a master-data row,
          // the settings drawer, the password change.
          await navigateInApp(page, '/stock/entry');
          await screenAt(page, '/stock/entry');
          scans.push(
            await scanDialog(page, 'stock-in add dialog', () => page.getByTestId('stock-in-add').click()),
          );
          const pendingRow = page
            .getByTestId('stock-in-table')
            .locator('tbody tr', { hasText: seeded.pending.spu });
          scans.push(
            await scanDialog(
              page,
              'confirmation prompt',
              () => pendingRow.getByTestId('stock-in-confirm').click(),
              '.p-confirm-dialog',
            ),
          );
          await page.getByTestId('stock-in-share-mode').click();
          const confirmedRow = page
            .getByTestId('stock-in-table')
            .locator('tbody tr', { hasText: seeded.confirmed.spu });
          await confirmedRow.getByTestId('stock-in-check').click();
          await page.getByTestId('stock-in-mode-confirm').click();
          const share = page.getByTestId('share-qr-dialog');
          await share.getByTestId('share-qr-code').waitFor();
          const link = await share.getByTestId('share-link').inputValue();
          await settle(page);
          scans.push(await scan(page, 'share dialog'));
          await page.keyboard.press('Escape');
          await share.waitFor({ state: 'detached' });

          await navigateInApp(page, '/info/warehouse');
          await screenAt(page, '/info/warehouse');
          scans.push(
            await scanDialog(page, 'warehouse add dialog', () => page.getByTestId('location-add').click()),
          );
          scans.push(
            await scanDialog(
              page,
              'settings drawer',
              () => page.getByTestId('settings-button').click(),
              '.p-sidebar',
            ),
          );
          scans.push(
            await scanDialog(page, 'password change dialog', () => navigateInApp(page, '/dashboard?pwd')),
          );
          await context.close();

          trace(locale, started, 'public pages', scans.at(-1));
          // Logged out: the public pages, the login page's reset dialog and the shared sheets.
          const visitor = await pageIn(locale, browser());
          for (const path of [...PUBLIC_PATHS, `${new URL(link).pathname}${new URL(link).search}`]) {
            await visitor.page.goto(path);
            await visitor.page.waitForFunction(() => document.querySelector('#root')?.childElementCount);
            await settle(visitor.page);
            scans.push(
              await scan(visitor.page, path.startsWith('/shareOrder?') ? '/shareOrder (shared)' : path),
            );
          }
          await visitor.page.goto('/login');
          scans.push(
            await scanDialog(visitor.page, 'password reset dialog', () =>
              visitor.page.getByTestId('forgot-password').click(),
            ),
          );
          await visitor.context.close();
          trace(locale, started, 'done', scans.at(-1));

          report(locale, scans);
        }),
      600_000,
    );
  }
});
