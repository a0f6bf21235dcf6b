import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSession,
  DEMO,
  launchBrowser,
  logIn,
  newPage,
  pathOf,
  screenshot,
} from './support/browser';

describe('access rules (spec §2 Access)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('sends a visitor of a private page to login, keeping the redirect, and back after login', async () => {
    const { context, page } = await newPage(session);
    await page.goto('/info/woodType?from=e2e');
    await page.waitForURL(/\/login/);
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent('/info/woodType?from=e2e')}`);
    await screenshot(page, 'access-login-redirect');

    await page.locator('#username').fill(DEMO.admin.username);
    await page.locator('#password').fill(DEMO.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/info/woodType');
    expect(pathOf(page)).toBe('/info/woodType?from=e2e');
    await context.close();
  });

  it('opens public pages without a token', async () => {
    const { context, page } = await newPage(session);
    for (const path of ['/404', '/401']) {
      await page.goto(path);
      await page.getByTestId('error-title').waitFor();
      expect(pathOf(page)).toBe(path);
    }
    await screenshot(page, 'access-public-401');
    await context.close();
  });

  it('shows a denied user the 401 page, and the dashboard no link they may not open (issue 22 item 2)', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.clerk);
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('card-stock').waitFor();
    // The clerk may not open the image list: no picture cards and no image search to follow.
    await expect.poll(() => page.getByTestId('card-processed').count()).toBe(0);
    await expect.poll(() => page.getByTestId('card-processing').count()).toBe(0);
    await expect.poll(() => page.locator('#image-search').count()).toBe(0);
    for (const denied of ['/imgList/index?status=10', '/system/role']) {
      await page.goto(denied);
      await page.waitForURL((url) => url.pathname === '/401');
      await expect.poll(() => page.getByTestId('error-title').textContent()).toBe('No permission');
    }
    await screenshot(page, 'access-denied-401');
    // The administrator sees and follows them.
    const admin = await newPage(session);
    await logIn(admin.page, DEMO.admin);
    await admin.page.getByTestId('card-processed').click();
    await admin.page.waitForURL((url) => url.pathname === '/imgList/index');
    await admin.context.close();
    await context.close();
  });

  it('checks the login form before calling the server', async () => {
    const { context, page } = await newPage(session);
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.locator('.p-error').count()).toBe(2);
    await page.locator('#username').fill('  ab ');
    await page.locator('#password').fill('12345');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.locator('#username').inputValue()).toBe('ab');
    await expect.poll(() => page.locator('.p-error').count()).toBe(2);
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { context, page } = await newPage(session);
    await page.goto('/login');
    await page.locator('#username').fill(DEMO.admin.username);
    await page.locator('#password').fill('Wrong123');
    await page.getByTestId('login-submit').click();
    await page.locator('.p-toast-message-error').waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('tells a mobile app user that the account signs in on the app only, in the app language (issue 22 item 13)', async () => {
    const { context, page } = await newPage(session, { locale: 'es-ES' });
    await page.goto('/login');
    await page.locator('#username').fill('driver01');
    await page.locator('#password').fill('Driver123');
    await page.getByTestId('login-submit').click();
    await page
      .locator('.p-toast-message-error', { hasText: 'Es una cuenta de la aplicación móvil' })
      .waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('takes a logged-in user from /login to / and / to the dashboard; unknown paths go to 404', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    expect(pathOf(page)).toBe('/dashboard');
    await page.goto('/login');
    await page.waitForURL(/\/dashboard$/);
    expect(pathOf(page)).toBe('/dashboard');
    await page.goto('/');
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByTestId('error-title').waitFor();
    await screenshot(page, 'access-404');
    await context.close();
  });

  it('keeps the query through /redirect/:path', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    await page.goto('/redirect/info/woodType?x=1');
    await page.waitForURL((url) => url.pathname === '/info/woodType');
    expect(pathOf(page)).toBe('/info/woodType?x=1');
    await context.close();
  });

  it('builds the menu from the user resources and warns about a default password', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.clerk);
    // The clerk still uses the default password: the change-password dialog opens and warns.
    await page.getByTestId('default-password-warning').waitFor();
    await screenshot(page, 'access-default-password');
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-/info/woodType').waitFor();
    await context.close();
  });

  it('logs out from the avatar menu back to login', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    await page.getByTestId('avatar-menu').click();
    await page.locator('#avatar-menu').getByText('Log out').click();
    await page.waitForURL(/\/login/);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    await context.close();
  });
});
