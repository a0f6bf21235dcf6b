import { clientPasswordHash } from '@timber/contracts';
import { loadWebMessages, type Locale, type WebMessageId } from '@timber/i18n';
import { type Page, type Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../src/app/route-table';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, choose, GUARD_MS, makeMasterData, makeStockIn } from './support/ui';

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

async function walk(screen: ScreenUser, locale: string): Promise<void> {
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
    expect(users.length).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((route) => route.permission)).size).toBe(SCREENS.length);
  });

  for (const [index, route] of SCREENS.entries()) {
    it(`${route.path}: shows only its screen, and no refusal on it, its filters and its Look (en)`, async () => {
      await walk(users[index]!, 'en-US');
    });
  }

  for (const [index, route] of SCREENS.entries()) {
    const locale = OTHER_LOCALES[index % OTHER_LOCALES.length]!;
    it(`${route.path}: the same in ${locale}`, async () => {
      await walk(users[index]!, locale);
    });
  }
});

/**
 * The acceptance of issue 35, as a new user would do it: in each language, the administrator
 * (working in that language) makes a group with one screen ticked in the permission tree and a
 * user in it on the accounts screens; that user, in the same language, sees that screen alone and
 * uses it with no refusal.
 */
const GIVEN_IN: readonly { locale: string; language: Locale; path: string }[] = [
  { locale: 'zh-CN', language: 'zh', path: '/stock/list' },
  { locale: 'en-US', language: 'en', path: '/order/orderIn' },
  { locale: 'es-ES', language: 'es', path: '/stock/inventory' },
  { locale: 'ja-JP', language: 'ja', path: '/stock/statistics' },
  { locale: 'ru-RU', language: 'ru', path: '/invoice/costRecord' },
];

describe('an administrator gives a new user one screen on the accounts screens, in five languages (issue 35)', () => {
  for (const { locale, language, path } of GIVEN_IN) {
    it(`${locale}: ${path}`, async () => {
      const route = SCREENS.find((screen) => screen.path === path)!;
      const messages = await loadWebMessages(language);
      const words = (id: WebMessageId) => messages[id];
      const name = `${language}${suffix}`;
      const { context, page } = await newPage(session(), { locale });
      await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/system/role?tab=Role')}`);
      const dialog = page.locator('.p-dialog');
      const confirm = async () => {
        await page.waitForTimeout(GUARD_MS);
        await dialog.getByTestId('form-dialog-confirm').click();
        await dialog.waitFor({ state: 'detached' });
      };
      // the group: this screen's leaf ticked in the tree, by its title in this language
      const groups = page.getByTestId('perm-groups-table');
      await groups.locator('tbody tr').first().waitFor();
      await page.getByTestId('perm-group-add').click();
      await dialog.locator('#perm-group-name').fill(`One screen ${name}`);
      // the tree names a leaf as the menu does its screen: route.<key>
      const title = words(`route.${route.permission}` as WebMessageId);
      await dialog
        .locator('.p-treenode-content', { has: page.getByText(title, { exact: true }) })
        .first()
        .locator('.p-checkbox')
        .click();
      await confirm();
      await groups.locator('tbody tr', { hasText: `One screen ${name}` }).waitFor();
      // the user, in that group
      await page.getByTestId('accounts-tab-user').click();
      await page.getByTestId('system-users-table').locator('tbody tr').first().waitFor();
      await page.getByTestId('system-user-add').click();
      await dialog.locator('#system-user-username').fill(`u${name}`);
      await dialog.locator('#system-user-realName').fill(`One screen ${language}`);
      await dialog
        .locator('#system-user-phone')
        .fill(`1390035${String(GIVEN_IN.findIndex((g) => g.path === path)).padStart(4, '0')}`);
      await choose(page, dialog.locator('.p-dropdown'), words('systemUser.typeOrdinary'));
      await dialog.locator('.p-multiselect').click();
      await page
        .locator('.p-multiselect-panel .p-multiselect-item', { hasText: `One screen ${name}` })
        .click();
      // the panel's own close button: a click on the dialog may land on the panel, which opens
      // upward when the list is long (Escape would close the dialog too)
      await page.locator('.p-multiselect-panel .p-multiselect-close').click();
      await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
      await dialog.locator('#system-user-password').fill(PASSWORD);
      await dialog.locator('#system-user-confirm').fill(PASSWORD);
      await confirm();
      await page
        .getByTestId('system-users-table')
        .locator('tbody tr', { hasText: `u${name}` })
        .waitFor();
      await context.close();
      // the user: that screen alone, its filters and Look, no refusal
      const made = { path, key: route.permission, username: `u${name}` };
      await walk(made, locale);
    });
  }
});
