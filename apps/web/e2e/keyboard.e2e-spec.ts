import { type CountOrderDetail } from '@timber/contracts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage } from './support/browser';
import { apiOf, countPhoto } from './support/counting-api';
import { sharedDatasetDir } from './support/dataset';
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

  it('edits the count review circles without a mouse: add, move, select, delete, undo', async () => {
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const name = (await readdir(dir)).filter((file) => file.endsWith('.jpg')).sort()[0]!;
    const { context, page } = await newPage(browser(), { width: 1280, height: 1600 });
    await logIn(page, DEMO.admin);
    const api = await apiOf(context, page);
    const created = await countPhoto(api, await readFile(join(dir, name)));
    await expect
      .poll(async () => (await api.get<CountOrderDetail>(`/count/detail/${created.id}`)).status, {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe(10);
    const detected = (await api.get<CountOrderDetail>(`/count/detail/${created.id}`)).images[0]!.coordinate
      .length;

    await page.goto(`/countKingDetail?idx=${created.id}`);
    const live = page.getByTestId('count-review-live-count');
    await poll(() => live.textContent()).toBe(String(detected));
    const circles = page.getByTestId('point-editor-circle');
    await poll(() => circles.count()).toBe(detected);

    // Every toolbar button has a name, and a focus that shows.
    const names = await page
      .getByTestId('point-editor-toolbar')
      .locator('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
      );
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names.filter((label) => label === '')).toEqual([]);
    const ring = () =>
      page.evaluate(() => {
        const style = document.activeElement ? getComputedStyle(document.activeElement) : null;
        return style !== null && (style.outlineStyle !== 'none' || style.boxShadow !== 'none');
      });

    // The add button, by Tab: a circle in the middle, selected, the photo focused to move it.
    await tabTo(page, '[data-testid="point-editor-add"]');
    expect(await ring()).toBe(true);
    expect(await page.getByTestId('point-editor-add').getAttribute('aria-label')).toBe(
      'Add a log end in the middle of the photo',
    );
    await page.keyboard.press('Enter');
    await poll(() => live.textContent()).toBe(String(detected + 1));
    await poll(() => focused(page)).toBe('point-editor-viewport');
    expect(await ring()).toBe(true);
    const selected = page.getByTestId('point-editor-selected');
    await poll(() => selected.textContent()).toBe(`Log end ${detected + 1} of ${detected + 1} selected`);
    expect(await page.getByTestId('point-editor-keyboard-help').textContent()).toContain('Page Down');

    // The arrows move it (Shift: five steps), the count stays.
    const added = circles.nth(detected);
    const x0 = Number(await added.getAttribute('cx'));
    const y0 = Number(await added.getAttribute('cy'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await poll(async () => Number(await added.getAttribute('cx'))).toBeGreaterThan(x0);
    const step = (Number(await added.getAttribute('cx')) - x0) / 2;
    await page.keyboard.press('Shift+ArrowDown');
    await poll(async () => Number(await added.getAttribute('cy'))).toBeCloseTo(y0 + 5 * step, 0);
    expect(await live.textContent()).toBe(String(detected + 1));

    // Delete removes it; Page Down picks the first of the model's circles, Delete removes that too.
    await page.keyboard.press('Delete');
    await poll(() => live.textContent()).toBe(String(detected));
    await page.keyboard.press('Escape');
    await poll(() => selected.textContent()).toBe('');
    await page.keyboard.press('PageDown');
    await poll(() => selected.textContent()).toBe(`Log end 1 of ${detected} selected`);
    await page.keyboard.press('Delete');
    await poll(() => live.textContent()).toBe(String(detected - 1));

    // Undo, back by Shift+Tab and Enter, brings the last one back.
    await tabTo(page, '[data-testid="point-editor-undo"]', true);
    expect(await ring()).toBe(true);
    await page.keyboard.press('Enter');
    await poll(() => live.textContent()).toBe(String(detected));
    await context.close();
  }, 240_000);
});
