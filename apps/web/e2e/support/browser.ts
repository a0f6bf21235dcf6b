import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Where the web app runs; the system tests' global setup provides it. */
export function baseUrl(): string {
  const url = process.env['E2E_BASE_URL'];
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: start the system and point it at the web app');
  }
  return url.replace(/\/+$/, '');
}

/** Debian's Chromium unless CHROMIUM_PATH says otherwise. */
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const ARTEFACTS = resolve(import.meta.dirname, '../../../../artefacts/e2e');

const ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Headless Chromium, without the sandbox when running as root. playwright-core's launch gives
 * the browser a fresh temporary user-data directory and removes it on close; every test page
 * gets its own context (cookies and storage) besides.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...ARGS, ...(asRoot ? ['--no-sandbox'] : [])],
  });
  return { browser, close: () => browser.close() };
}

/** One browser for the tests of a file: launched before them, closed after them. */
export function browserForSuite(): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) {
      throw new Error('the browser is not launched yet');
    }
    return session;
  };
}

/** A new window as a user would open it: empty cookies and storage, English browser, desktop size. */
export async function newPage(
  session: BrowserSession,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves a screenshot as an artefact: artefacts/e2e/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTEFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTEFACTS, `${name}.png`), fullPage: true });
}

/** The demo logins the start command seeds. */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin123' },
  clerk: { username: 'clerk', password: 'Clerk123' },
  arrears: { username: 'arrears', password: 'Arrears123' },
} as const;

/** Logs in through the login form and waits for the page the login leads to. */
export async function logIn(
  page: Page,
  user: { username: string; password: string },
  path = '/login',
  /** how long the app may take to come up after the click (the page's default when absent) */
  timeout?: number,
): Promise<void> {
  await page.goto(path);
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), timeout ? { timeout } : {});
}

/** Path and query of the page's URL. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
