import { LOCALES } from '@timber/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  type BrowserSession,
  DEMO,
  launchBrowser,
  logIn,
  newPage,
  pathOf,
  screenshot,
} from './support/browser';
import { resetPreferences, saved } from './support/preferences';

describe('layout (spec §2 Layout)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('collapses the 210 px sidebar and remembers it across a reload', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(210);
    await page.getByTestId('hamburger').click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(80);
    await screenshot(page, 'layout-sidebar-collapsed');
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(80);
    await page.getByTestId('hamburger').click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(210);
    await context.close();
  });

  // Issue 35: in Russian the product's name ended in an ellipsis and "Инвентаризац/ия" broke inside
  // the word. Every title of the menu (all folders open, as the administrator sees it) and the name
  // beside the logo show whole in each of the five languages; where words are written apart (en,
  // es, ru) a title wraps only between them (Chinese and Japanese lines break between characters).
  it.each(LOCALES)(
    'in %s shows every menu title and the product name whole, never broken inside a word',
    async (locale) => {
      const { context, page } = await newPage(session, { width: 1440, height: 900 });
      await context.addCookies([{ name: 'language', value: locale, url: baseUrl() }]);
      await logIn(page, DEMO.admin);
      await page.locator('.sidebar .menu-children .menu-title').first().waitFor();
      const problems = await page.evaluate(
        (spaced) => {
          const found: string[] = [];
          const titles = [...document.querySelectorAll('.sidebar .menu-title, .sidebar-logo span')];
          for (const title of titles) {
            const text = title.textContent ?? '';
            if (title.scrollWidth > title.clientWidth + 1) {
              found.push(`"${text}" is clipped (${title.scrollWidth} > ${title.clientWidth} px)`);
            }
            // each word on one line: its letters' boxes share one top
            const node = title.firstChild;
            if (!spaced || !(node instanceof Text)) {
              continue;
            }
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (tops.size > 1) {
                found.push(`"${text}" breaks inside "${match[0]}"`);
              }
            }
          }
          return { found, count: titles.length };
        },
        locale !== 'zh' && locale !== 'ja',
      );
      expect(problems.count).toBeGreaterThan(30);
      expect(problems.found, problems.found.join('\n')).toEqual([]);
      if (locale === 'ru') {
        await screenshot(page, 'layout-sidebar-ru');
      }
      await context.close();
    },
  );

  it('is in mobile mode at 800 px: the sidebar opens over the page and closes after navigation', async () => {
    const { context, page } = await newPage(session, { width: 800, height: 900 });
    await logIn(page, DEMO.admin);
    await expect.poll(() => page.getByTestId('app-wrapper').getAttribute('class')).toContain('mobile');
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBeLessThan(-100);
    await page.getByTestId('hamburger').click();
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    await page.getByTestId('drawer-bg').waitFor();
    await screenshot(page, 'layout-mobile-open');
    await page.getByTestId('menu-/info/woodType').click();
    await page.waitForURL((url) => url.pathname === '/info/woodType');
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBeLessThan(-100);
    await expect.poll(() => page.getByTestId('drawer-bg').count()).toBe(0);
    await screenshot(page, 'layout-mobile-closed');
    await context.close();
  });

  it('keeps a tab per visited page: refresh, close, close others, close all; the dashboard stays', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    const tabs = page.getByTestId('tags-view').getByRole('listitem');
    await expect.poll(() => tabs.count()).toBe(1);
    await page.getByTestId('menu-/info/woodType').click();
    await page.getByTestId('wood-kinds-table').waitFor();
    await expect.poll(() => tabs.count()).toBe(2);
    await screenshot(page, 'layout-tags');

    // Refresh re-opens the page at the same address.
    await page.getByTestId('tag-/info/woodType').click({ button: 'right' });
    await page.locator('.p-contextmenu').getByText('Refresh').click();
    await page.waitForURL((url) => url.pathname === '/info/woodType');
    await page.getByTestId('wood-kinds-table').waitFor();
    expect(pathOf(page)).toBe('/info/woodType');
    await expect.poll(() => tabs.count()).toBe(2);

    // Close others from the dashboard tab leaves the dashboard only.
    await page.getByTestId('tag-/dashboard').click({ button: 'right' });
    await page.locator('.p-contextmenu').getByText('Close others').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => tabs.count()).toBe(1);

    // Closing the active tab goes to the last remaining one.
    await page.getByTestId('menu-/info/woodType').click();
    await expect.poll(() => tabs.count()).toBe(2);
    await page.getByTestId('tag-close-/info/woodType').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => tabs.count()).toBe(1);

    // Close all keeps the pinned dashboard, which has no close button.
    await page.getByTestId('menu-/info/woodType').click();
    await expect.poll(() => tabs.count()).toBe(2);
    await page.getByTestId('tag-/info/woodType').click({ button: 'right' });
    await page.locator('.p-contextmenu').getByText('Close all').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => tabs.count()).toBe(1);
    await expect.poll(() => page.getByTestId('tag-close-/dashboard').count()).toBe(0);
    await screenshot(page, 'layout-tags-closed');
    await context.close();
  });

  it('shows the dashboard figures and the picture links, and the tenant watermark', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    await page.getByTestId('card-stock').waitFor();
    await expect
      .poll(() => page.getByTestId('card-processing').getAttribute('href'))
      .toBe('/imgList/index?status=5');
    await expect
      .poll(() => page.getByTestId('card-processed').getAttribute('href'))
      .toBe('/imgList/index?status=10');
    await expect.poll(() => page.getByTestId('watermark').getAttribute('data-text')).toBe('Demo Timber');
    // Image search goes to the image list with the keyword (a screen of a later issue).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await page.locator('#image-search').fill('ABC 123');
    await page.locator('#image-search').press('Enter');
    await expect
      .poll(() => visited.map((url) => new URL(url)).map((url) => url.pathname + url.search))
      .toContain('/imgList/index?num=ABC%20123');
    await page.goto('/dashboard');
    await page.getByTestId('card-stock').waitFor();
    await page.waitForTimeout(2200);
    await screenshot(page, 'dashboard');
    await context.close();
  });

  it('remembers the settings drawer choices: theme colour and tags view', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tb-primary-500').trim(),
      );
    await expect.poll(primary).toBe('#409eff');
    await page.getByTestId('settings-button').click();
    // kept per user on the server (issue 17): saved once the choices rest
    const choicesSaved = saved(page, { themeColor: '#11A983', tagsView: false });
    await page.getByRole('button', { name: '#11A983' }).click();
    await expect.poll(primary).toBe('#11a983');
    await page.locator('#setting-tagsView').click({ force: true });
    await expect.poll(() => page.getByTestId('tags-view').count()).toBe(0);
    await screenshot(page, 'layout-settings');
    await choicesSaved;
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await expect.poll(primary).toBe('#11a983');
    await expect.poll(() => page.getByTestId('tags-view').count()).toBe(0);
    await context.close();
  });

  // The settings are kept per user on the server now (issue 17): the next tests get the defaults.
  afterAll(() => resetPreferences(DEMO.admin));
});
