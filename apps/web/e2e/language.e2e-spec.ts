import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, DEMO, launchBrowser, logIn, newPage, screenshot } from './support/browser';

/** The switch offers zh, en and ru (spec §1); the page title names the dashboard in each. */
const DASHBOARD_TITLE = { zh: '首页', en: 'Dashboard', ru: 'Главная панель' } as const;
const HTML_LANG = { zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' } as const;
/** The "language switched" toast speaks the new language (issue 22 item 13). */
const SWITCHED = { zh: '语言切换成功', en: 'Language switched', ru: 'Язык переключён' } as const;

describe('language switch (spec §1, §2 Layout)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('starts in the browser language when nothing is stored', async () => {
    const { context, page } = await newPage(session, { locale: 'ru-RU' });
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru-RU');
    await context.close();
  });

  it('switches to zh, ru and back to en, each choice kept across a reload', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin);
    for (const locale of ['zh', 'ru', 'en'] as const) {
      await page.getByTestId('language-switch').click();
      await page.getByTestId(`language-${locale}`).click();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, HTML_LANG[locale]);
      await page.locator('.p-toast-message-success', { hasText: SWITCHED[locale] }).waitFor();
      await page.getByTestId('breadcrumb').getByText(DASHBOARD_TITLE[locale]).waitFor();
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe(locale);

      await page.reload();
      await page.getByTestId('breadcrumb').getByText(DASHBOARD_TITLE[locale]).waitFor();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(HTML_LANG[locale]);
      await screenshot(page, `language-${locale}`);
    }
    await context.close();
  });
});
