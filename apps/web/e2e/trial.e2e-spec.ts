import { describe, expect, it } from 'vitest';
import { browserForSuite, newPage, pathOf, screenshot } from './support/browser';

/**
 * §2 Login's free trial account, as a visitor meets it: the browser tests' system offers the trial
 * (identity's TRIAL_ACCOUNT is the demo tenant's `trial` user, as under `npm start`), the login page
 * shows the link, and a click lands on the dashboard as the trial user, without account management.
 */
describe('free trial account (§2 Login)', () => {
  const session = browserForSuite();

  it('shows the free trial link on the login page; a click lands on the dashboard as the trial user', async () => {
    const { context, page } = await newPage(session());
    await page.goto('/login');
    const link = page.getByTestId('free-trial');
    await link.waitFor();
    expect(await link.textContent()).toBe('Free trial account');
    await screenshot(page, 'login-free-trial');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('card-stock').waitFor();
    expect(await page.getByTestId('avatar-menu').getAttribute('title')).toBe('Trial');
    expect((await context.cookies()).some((c) => c.name === 'Business-Token' && c.value !== '')).toBe(true);
    // account management is not the trial's
    await page.goto('/system/role');
    await page.waitForURL((url) => url.pathname === '/401');
    expect(pathOf(page)).toBe('/401');
    await context.close();
  });
});
