import { clientPasswordHash } from '@timber/contracts';
import { type Page, type Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../src/app/route-table';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, makeMasterData, makeStockIn } from './support/ui';

/**
 * Issue 35, "permissions a tenant admin can trust": for every screen of the menu, a permission
 * group holding only that screen's key and a user in it (made through the API as the tenant's
 * administrator). Signed in, the user sees that screen alone in the menu (and the dashboard,
 * always there), opens it, uses its filters (every choice, then search) and its Look button where
 * it has rows; no answer the page receives may be a refusal (HTTP 403, or a 403xxx code: the
 * permission toast). The status code is checked, not the toast's text, which differs by language.
 */
const SCREENS = APP_ROUTES.filter(
  (route): route is (typeof APP_ROUTES)[number] & { permission: string } =>
    !route.hidden && typeof route.permission === 'string',
);

const session = browserForSuite();
const suffix = Date.now().toString(36).slice(-6);
const PASSWORD = 'Screen123';
/** The other four languages: each screen is walked once more in one of them. */
const OTHER_LOCALES = ['zh-CN', 'es-ES', 'ja-JP', 'ru-RU'] as const;

interface ScreenUser {
  path: string;
  key: string;
  username: string;
}

/** Whether an answer of the API refuses the caller: its status, or the code of its envelope. */
async function refusal(response: Response): Promise<string | null> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) {
    return null;
  }
  if (response.status() === 403) {
    return `${response.request().method()} ${url.pathname} 403`;
  }
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'number' ? body.code : 0;
  return Math.floor(code / 1000) === 403 ? `${response.request().method()} ${url.pathname} ${code}` : null;
}

/** Waits until the page has fetched what it shows (a stream may keep the network busy: then a while). */
const settle = (page: Page) =>
  page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => page.waitForTimeout(1_500));

/** Opens every choice of the screen's filter bar, picks its first option, then searches. */
async function tryFilters(page: Page): Promise<number> {
  const form = page.locator('form[role="search"]').first();
  if ((await form.count()) === 0) {
    return 0;
  }
  const dropdowns = form.locator('.p-dropdown');
  const count = await dropdowns.count();
  for (let i = 0; i < count; i++) {
    await dropdowns.nth(i).click();
    const panel = page.locator('.p-dropdown-panel');
    await panel.waitFor();
    const first = panel.locator('.p-dropdown-item').first();
    if ((await first.count()) > 0) {
      await first.click();
    } else {
      await page.keyboard.press('Escape');
    }
    await panel.waitFor({ state: 'detached' }).catch(() => undefined);
  }
  await form.locator('button[type="submit"]').click();
  await settle(page);
  return count;
}

async function walk(users: readonly ScreenUser[], screen: ScreenUser, locale: string): Promise<void> {
  const { context, page } = await newPage(session(), { locale });
  const refused: string[] = [];
  const seen: Promise<void>[] = [];
  page.on('response', (response) => {
    seen.push(
      refusal(response).then((why) => {
        if (why) {
          refused.push(why);
        }
      }),
    );
  });
  try {
    await logIn(page, { username: screen.username, password: PASSWORD });
    await page.getByTestId('sidebar').waitFor();
    await settle(page);
    // A user made by the administrator still has the password it was given: the change dialog warns.
    const warning = page.getByTestId('default-password-warning');
    await warning.waitFor();
    await page.keyboard.press('Escape');
    await warning.waitFor({ state: 'detached' });
    // The menu: this screen alone, and the dashboard every user has.
    const menu = await page
      .locator('[data-testid^="menu-/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
    expect(menu.sort(), screen.path).toEqual(['menu-/dashboard', `menu-${screen.path}`].sort());

    await page.getByTestId(`menu-${screen.path}`).click();
    await page.waitForURL((url) => url.pathname === screen.path);
    await settle(page);
    // Its Look button on the first row (the detail page), then back to the list's filters.
    const look = page.locator('[data-testid$="-look"]').first();
    if ((await look.count()) > 0 && (await look.isEnabled())) {
      await look.click();
      await page.waitForURL((url) => url.pathname !== screen.path);
      await settle(page);
      await tryFilters(page);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === screen.path);
      await settle(page);
    }
    await tryFilters(page);
    await Promise.all(seen);
    if (refused.length > 0) {
      await screenshot(page, `screen-permissions-${screen.key.replace('/', '-')}-${locale}`);
    }
    expect(refused, `${screen.path} as a holder of ${screen.key} only (${locale})`).toEqual([]);
    expect(users.length).toBe(SCREENS.length);
  } finally {
    await context.close();
  }
}

describe('every screen as a user holding only that screen (issue 35)', () => {
  const users: ScreenUser[] = [];

  beforeAll(async () => {
    const { context, page } = await newPage(session());
    await logIn(page, DEMO.admin);
    // Rows for the lists and the Look button: a confirmed stock-in sheet of master data of this run.
    const master = await makeMasterData(page, {
      yard: `E2E Screens yard ${suffix}`,
      kind: `E2E Screens oak ${suffix}`,
      customer: `E2E Screens buyer ${suffix}`,
    });
    const sheet = await makeStockIn(page, master, [{ dia: 26, qty: 4 }]);
    await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    for (const [index, route] of SCREENS.entries()) {
      const group = await apiCall<{ id: string }>(page, '/sys/perm/save', {
        permName: `S${index} ${suffix}`,
        permDesc: `issue 35: ${route.path} only`,
        path: [route.permission],
      });
      const username = `s${index}${suffix}`;
      await apiCall(page, '/sys/user', {
        username,
        realName: `Screen ${index}`,
        phone: `1380035${String(index).padStart(4, '0')}`,
        type: 4,
        password: clientPasswordHash(PASSWORD),
        roleIds: [group.id],
      });
      users.push({ path: route.path, key: route.permission, username });
    }
    await context.close();
  });

  it('has a menu screen of its own key for every screen checked here', () => {
    expect(SCREENS.length).toBeGreaterThan(25);
    expect(new Set(SCREENS.map((route) => route.permission)).size).toBe(SCREENS.length);
  });

  for (const [index, route] of SCREENS.entries()) {
    it(`${route.path}: shows only its screen, and no refusal on it, its filters and its Look (en)`, async () => {
      await walk(users, users[index]!, 'en-US');
    });
  }

  for (const [index, route] of SCREENS.entries()) {
    const locale = OTHER_LOCALES[index % OTHER_LOCALES.length]!;
    it(`${route.path}: the same in ${locale}`, async () => {
      await walk(users, users[index]!, locale);
    });
  }
});
