import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { resetPreferences, saved } from './support/preferences';

/** The theme's primary shade as the shell sets it (the PrimeReact theme reads it). */
const primary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tb-primary-500').trim());

/** The colour PrimeReact paints a switched-on switch with: the theme's primary, recoloured. */
const switchColour = (page: Page, inputId: string) =>
  page
    .locator(`.p-inputswitch:has(#${inputId}) .p-inputswitch-slider`)
    .evaluate((slider) => getComputedStyle(slider).backgroundColor);

/** The settings come with the server's answer after login: waited for longer than a local change. */
const SERVER = { timeout: 15_000 };

describe('layout settings kept per user (spec §2 Layout, /system/setting, issue 17)', () => {
  const browser = browserForSuite();
  beforeAll(() => resetPreferences(DEMO.admin));
  afterAll(() => resetPreferences(DEMO.admin));

  it('a theme colour and the tags view stay after a reload and follow the user to a fresh browser', async () => {
    const first = await newPage(browser());
    await logIn(first.page, DEMO.admin);
    await expect.poll(() => primary(first.page)).toBe('#409eff');
    await first.page.getByTestId('tags-view').waitFor();

    await first.page.getByTestId('settings-button').click();
    const drawer = first.page.getByTestId('settings-drawer');
    const colourSaved = saved(first.page, { themeColor: '#6959CD', tagsView: false });
    await drawer.getByRole('button', { name: '#6959CD' }).click();
    await first.page.locator('#setting-tagsView').click({ force: true });
    await expect.poll(() => primary(first.page)).toBe('#6959cd');
    await expect.poll(() => first.page.getByTestId('tags-view').count()).toBe(0);
    // PrimeReact's primary really follows: a switched-on switch is painted in the new colour
    // polled: the switch eases into its colour (a CSS transition) as the drawer mounts
    await expect.poll(() => switchColour(first.page, 'setting-sidebarLogo')).toBe('rgb(105, 89, 205)');
    await colourSaved;
    await screenshot(first.page, 'settings-drawer-colour');

    await first.page.reload();
    await first.page.getByTestId('dashboard').waitFor();
    await expect.poll(() => primary(first.page), SERVER).toBe('#6959cd');
    await expect.poll(() => first.page.getByTestId('tags-view').count()).toBe(0);

    // another browser: nothing stored there, the settings come from the user's account
    const second = await newPage(browser());
    await logIn(second.page, DEMO.admin);
    await expect.poll(() => primary(second.page), SERVER).toBe('#6959cd');
    await second.page.getByTestId('dashboard').waitFor();
    await expect.poll(() => second.page.getByTestId('tags-view').count(), SERVER).toBe(0);

    // /system/setting shows the same settings as a page; its reset brings the defaults back
    await second.page.goto('/system/setting');
    const form = second.page.getByTestId('settings-page');
    await form.waitFor();
    await expect.poll(() => form.getByTestId('system-setting-color-value').textContent()).toBe('#6959CD');
    await expect.poll(() => second.page.locator('#system-setting-tagsView').isChecked()).toBe(false);
    await expect
      .poll(() => switchColour(second.page, 'system-setting-sidebarLogo'))
      .toBe('rgb(105, 89, 205)');
    await screenshot(second.page, 'settings-page');
    const resetSaved = saved(second.page, { themeColor: '#409EFF', tagsView: true });
    await form.getByTestId('system-setting-reset').click();
    await expect.poll(() => primary(second.page)).toBe('#409eff');
    await second.page.getByTestId('tags-view').waitFor();
    await resetSaved;

    // and the first browser has them on its next login
    await first.page.reload();
    await first.page.getByTestId('dashboard').waitFor();
    await expect.poll(() => primary(first.page), SERVER).toBe('#409eff');
    await first.page.getByTestId('tags-view').waitFor();
    await first.context.close();
    await second.context.close();
  });
});
