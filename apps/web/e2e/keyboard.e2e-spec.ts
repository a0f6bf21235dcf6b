import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage } from './support/browser';
import { GUARD_MS, makeMasterData, poll } from './support/ui';

// Issue 41's acceptance: a keyboard-only user logs in, adds a stock-in sheet, confirms it and
// opens its share dialog. No click, no hover: every step is Tab, Shift+Tab, arrows, Enter, Space,
// typing and Escape, from what has focus.

/** What has focus: its test id, id, or tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('data-testid') ?? (element?.id || element?.tagName.toLowerCase()) ?? '';
  });

/**
 * Presses Tab (Shift+Tab backward: what sits above) until the element matching the selector has focus (or one inside it does, for a
 * component whose focusable part is inside its test-id element); fails when it is not reached.
 */
async function tabTo(page: Page, selector: string, backward = false, max = 250): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    const there = await page.evaluate((wanted) => {
      const element = document.activeElement;
      return element !== null && element !== document.body && element.closest(wanted) !== null;
    }, selector);
    if (there) {
      return;
    }
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector} (focus is on ${await focused(page)})`);
}

/**
 * Picks an option of a PrimeReact dropdown by keyboard: the focused combobox opens with Enter;
 * in a filtered list the name is typed into the filter, else typed to jump to it; Enter picks it.
 */
async function pickFromDropdown(page: Page, option: string): Promise<void> {
  await page.keyboard.press('Enter');
  const panel = page.locator('.p-dropdown-panel');
  await panel.waitFor();
  const filtering = await page.evaluate(() =>
    document.activeElement?.classList.contains('p-dropdown-filter'),
  );
  await page.keyboard.type(option);
  if (filtering) {
    await poll(() => panel.locator('.p-dropdown-item').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
  }
  await poll(() => panel.locator('.p-dropdown-item.p-focus').textContent()).toBe(option);
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'detached' });
}

describe('keyboard only (issue 41)', () => {
  const browser = browserForSuite();

  it('logs in, adds a stock-in sheet, confirms it and opens its share dialog without a mouse', async () => {
    const suffix = Date.now().toString(36);
    const yard = `E2E Keys yard ${suffix}`;
    const kind = `E2E Keys larch ${suffix}`;
    const buyer = `E2E Keys buyer ${suffix}`;
    // The master data the sheet picks, made beforehand through the API in another window.
    const setup = await newPage(browser());
    await logIn(setup.page, DEMO.admin);
    await makeMasterData(setup.page, { yard, kind, customer: buyer });
    await setup.context.close();

    const { context, page } = await newPage(browser());
    await page.goto('/login');
    // The login form: the user name has focus on arrival; Enter in the password submits.
    await poll(() => focused(page)).toBe('username');
    await page.keyboard.type(DEMO.admin.username);
    await page.keyboard.press('Tab');
    await poll(() => focused(page)).toBe('password');
    await page.keyboard.type(DEMO.admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The menu (its folders open): the stock-in link, followed with Enter.
    await tabTo(page, '[data-testid="menu-/stock/entry"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/stock/entry');
    const table = page.getByTestId('stock-in-table');
    await table.waitFor({ timeout: 30_000 });

    // The add dialog: focus moves into it; the fields by Tab, the dropdowns by Enter and typing.
    await tabTo(page, '[data-testid="stock-in-add"]');
    await page.keyboard.press('Enter');
    const dialog = page.locator('.p-dialog');
    await dialog.waitFor();
    await poll(() => page.evaluate(() => document.activeElement?.closest('.p-dialog') !== null)).toBe(true);
    await tabTo(page, '#sheet-location');
    await pickFromDropdown(page, yard);
    await tabTo(page, '#sheet-kind');
    await pickFromDropdown(page, kind);
    await tabTo(page, '#sheet-customer');
    await pickFromDropdown(page, buyer);
    await tabTo(page, '#sheet-length');
    await page.keyboard.type('4');
    await tabTo(page, '[data-testid="sheet-row-dia"]');
    await page.keyboard.type('30');
    await tabTo(page, '[data-testid="sheet-row-qty"]');
    await page.keyboard.type('3');
    await poll(() => dialog.getByTestId('sheet-preview-total').textContent()).toContain('3 logs');
    // Tab stays inside the open dialog (its focus is kept) until the confirm button
    await tabTo(page, '.p-dialog [data-testid="form-dialog-confirm"]');
    await page.waitForTimeout(GUARD_MS);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // Confirming the new sheet: its row's confirm button by Tab, the prompt's accept by Enter.
    const sheet = table.locator('tbody tr', { hasText: kind });
    await poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('New');
    const confirmId = await sheet.getByTestId('stock-in-confirm').evaluate((button) => {
      button.setAttribute('data-keyboard-target', 'confirm');
      return button.getAttribute('data-testid');
    });
    expect(confirmId).toBe('stock-in-confirm');
    await tabTo(page, '[data-keyboard-target="confirm"]');
    await page.keyboard.press('Enter');
    const prompt = page.locator('.p-confirm-dialog');
    await prompt.waitFor();
    await tabTo(page, '.p-confirm-dialog .p-confirm-dialog-accept');
    await page.keyboard.press('Enter');
    await prompt.waitFor({ state: 'detached' });
    await poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('Confirmed');

    // Share mode: the toolbar's share button, the row's box ticked with Space, then the mode's confirm.
    await page.waitForTimeout(GUARD_MS);
    await tabTo(page, '[data-testid="stock-in-share-mode"]', true);
    await page.keyboard.press('Enter');
    await sheet.getByTestId('stock-in-check').waitFor();
    await sheet
      .getByTestId('stock-in-check')
      .evaluate((box) => box.setAttribute('data-keyboard-target', 'share'));
    await tabTo(page, '[data-keyboard-target="share"]');
    await page.keyboard.press('Space');
    await poll(() => page.getByTestId('stock-in-checked-count').textContent()).toBe('1');
    await tabTo(page, '[data-testid="stock-in-mode-confirm"]', true);
    await page.keyboard.press('Enter');
    const share = page.getByTestId('share-qr-dialog');
    await share.getByTestId('share-qr-code').waitFor();
    expect(new URL(await share.getByTestId('share-link').inputValue()).pathname).toBe('/shareOrder');
    // Escape closes it
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });
    await context.close();
  });
});
