import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';

const LOCALES = ['zh', 'en', 'es', 'ja', 'ru'] as const;

/** The sidebar's titles that do not show whole, and those without a tooltip naming them. */
const sidebarProblems = (page: Page) =>
  page.evaluate(() => {
    const sidebar = document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect();
    const cut: string[] = [];
    const untitled: string[] = [];
    for (const title of document.querySelectorAll<HTMLElement>('.sidebar .menu-title')) {
      const text = title.textContent ?? '';
      const box = title.getBoundingClientRect();
      if (title.scrollWidth > title.clientWidth + 1 || !sidebar || box.right > sidebar.right + 1) {
        cut.push(text);
      }
      if (title.closest('.menu-link')?.getAttribute('title') !== text) {
        untitled.push(text);
      }
    }
    return { count: document.querySelectorAll('.sidebar .menu-title').length, cut, untitled };
  });

/** Issue 22 item 7 (spec §2 Login, Layout): what a new user saw cut off or overlapping. */
describe('the login field and the sidebar labels fit in every language', () => {
  const browser = browserForSuite();

  it('keeps the typed user name clear of the account icon', async () => {
    const { context, page } = await newPage(browser(), { width: 1440, height: 900 });
    await page.goto('/login');
    await page.locator('#username').fill('WWWWWWWW');
    const { iconRight, textLeft } = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#username');
      const icon = document.querySelector<HTMLElement>('.pi-user');
      const box = input?.getBoundingClientRect();
      const padding = input ? parseFloat(getComputedStyle(input).paddingLeft) : 0;
      return { iconRight: icon?.getBoundingClientRect().right ?? 0, textLeft: (box?.left ?? 0) + padding };
    });
    expect(iconRight).toBeGreaterThan(0);
    expect(textLeft).toBeGreaterThanOrEqual(iconRight);
    await screenshot(page, 'login-account-icon');
    await context.close();
  });

  for (const locale of LOCALES) {
    it(`shows every sidebar label whole, with a tooltip, at 210 px in ${locale}`, async () => {
      const { context, page } = await newPage(browser(), { width: 1440, height: 900 });
      await context.addCookies([{ name: 'language', value: locale, url: baseUrl() }]);
      await logIn(page, DEMO.admin);
      await page.getByTestId('sidebar').waitFor();
      await expect.poll(async () => (await sidebarProblems(page)).count).toBeGreaterThan(10);
      const problems = await sidebarProblems(page);
      expect(problems.cut).toEqual([]);
      expect(problems.untitled).toEqual([]);
      await screenshot(page, `sidebar-labels-${locale}`);
      await context.close();
    });
  }
});

/** Issue 22 item 8 (spec §2 Layout): the tab strip as pages pile up. */
describe('the tab strip', () => {
  const browser = browserForSuite();

  it('has the pinned Dashboard tab when the app opens on another page', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/woodType')}`);
    await page.getByTestId('tag-/info/woodType').waitFor();
    const dashboard = page.getByTestId('tag-/dashboard');
    await dashboard.waitFor();
    await expect.poll(() => dashboard.getAttribute('data-pinned')).toBe('true');
    const tabs = await page
      .locator('.tags-view-item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    expect(tabs).toEqual(['tag-/dashboard', 'tag-/info/woodType']);
    await context.close();
  });

  it('scrolls to the active tab when the tabs are wider than the strip', async () => {
    const { context, page } = await newPage(browser(), { width: 1024, height: 800 });
    await logIn(page, DEMO.admin);
    const pages = [
      '/stock/list',
      '/stock/entry',
      '/stock/deliver',
      '/info/woodType',
      '/info/woodLen',
      '/info/warehouse',
      '/info/customer',
      '/info/diamSort',
      '/device/list',
      '/system/role',
    ];
    const activeInView = () =>
      page.evaluate(() => {
        const strip = document.querySelector('.tags-view-scroll')?.getBoundingClientRect();
        const active = document.querySelector('.tags-view-item.active')?.getBoundingClientRect();
        return !!strip && !!active && active.left >= strip.left - 1 && active.right <= strip.right + 1;
      });
    for (const path of pages) {
      await page.getByTestId(`menu-${path}`).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByTestId(`tag-${path}`).waitFor();
      await expect.poll(activeInView).toBe(true);
    }
    const overflowing = await page.evaluate(() => {
      const strip = document.querySelector<HTMLElement>('.tags-view-scroll');
      return !!strip && strip.scrollWidth > strip.clientWidth;
    });
    expect(overflowing).toBe(true);
    // Back to the first tab: scrolled back into view.
    await page.getByTestId('tag-/stock/list').click();
    await page.waitForURL((url) => url.pathname === '/stock/list');
    await expect.poll(activeInView).toBe(true);
    await screenshot(page, 'tags-view-scrolled');
    await context.close();
  });
});
