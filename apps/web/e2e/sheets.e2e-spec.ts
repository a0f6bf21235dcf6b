import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { acceptPrompt, addNamed, choose, GUARD_MS } from './support/ui';

/** "Total: 6 logs, 1.234 m³" → "1.234". */
const volumeOf = (text: string | null): string => /([\d.,]+)\s*m³/.exec(text ?? '')?.[1] ?? '';

describe('stock-in sheets (issue 5 §2, §3; spec §2, §4, §5, §8)', () => {
  const browser = browserForSuite();

  it('adds a sheet by hand, confirms it once a customer is set, and the stock shows it', async () => {
    const suffix = Date.now().toString(36);
    const yard = `E2E Yard ${suffix}`;
    const buyer = `E2E Buyer ${suffix}`;
    const kind = `E2E Larch ${suffix}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/warehouse')}`);
    await addNamed(page, '/info/warehouse', 'location', yard);
    await addNamed(page, '/info/woodType', 'wood-kind', kind);
    await page.goto('/info/customer');
    await page.getByTestId('customer-add').click();
    await page.locator('.p-dialog #customer-name').fill(buyer);
    await page.locator('.p-dialog').getByTestId('form-dialog-confirm').click();
    await page.locator('.p-dialog').waitFor({ state: 'detached' });

    // The add dialog: required fields first, then three diameter rows with a live preview.
    await page.goto('/stock/entry');
    const table = page.getByTestId('stock-in-table');
    await table.waitFor();
    await page.getByTestId('stock-in-add').click();
    const dialog = page.locator('.p-dialog');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#sheet-location-error').waitFor();
    await choose(page, dialog.locator('.p-dropdown', { has: page.locator('#sheet-location') }), yard);
    await choose(page, dialog.locator('.p-dropdown', { has: page.locator('#sheet-kind') }), kind);
    await dialog.locator('#sheet-length').fill('4');
    const rows: [string, string, string][] = [
      ['30', '', '2'],
      ['24', '', '3'],
      ['36', '6', '1'],
    ];
    for (const [index, [dia, len, qty]] of rows.entries()) {
      if (index > 0) {
        await dialog.getByTestId('sheet-row-add').click();
      }
      const row = dialog.getByTestId('sheet-row').nth(index);
      await row.getByTestId('sheet-row-dia').fill(dia);
      await row.getByTestId('sheet-row-len').fill(len);
      await row.getByTestId('sheet-row-qty').fill(qty);
    }
    const total = dialog.getByTestId('sheet-preview-total');
    await expect.poll(() => total.textContent()).toContain('6 logs');
    const preview = volumeOf(await total.textContent());
    expect(Number(preview)).toBeGreaterThan(0);
    await screenshot(page, 'sheets-add-dialog');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    // Listed as new, with the volume of the preview.
    const sheet = table.locator('tbody tr', { hasText: kind });
    await sheet.waitFor();
    await expect.poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('New');
    await expect.poll(() => sheet.getByTestId('stock-in-volume').textContent()).toBe(preview);

    // Confirm without a customer: the server's error shows.
    await sheet.getByTestId('stock-in-confirm').click();
    await acceptPrompt(page, /Confirm sheet /);
    await page.locator('.p-toast-message-error').waitFor();
    await expect.poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('New');

    // Set the customer inline, then confirm.
    await sheet.getByTestId('stock-in-customer').dblclick();
    const chooser = page.locator('.p-dialog');
    await expect.poll(() => chooser.getByTestId('form-dialog-confirm').isDisabled()).toBe(true);
    await choose(page, chooser.getByTestId('stock-in-customer-select'), buyer);
    await screenshot(page, 'sheets-inline-customer');
    await chooser.getByTestId('form-dialog-confirm').click();
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => sheet.getByTestId('stock-in-customer').textContent()).toBe(buyer);
    await page.waitForTimeout(GUARD_MS);
    await sheet.getByTestId('stock-in-confirm').click();
    await acceptPrompt(page);
    await expect.poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('Confirmed');
    await expect.poll(() => sheet.getByTestId('stock-in-confirm').count()).toBe(0);
    await screenshot(page, 'sheets-confirmed');

    // The stock list shows the quantity and the volume.
    await page.goto('/stock/list');
    const stock = page.getByTestId('stock-table');
    await stock.waitFor();
    await choose(page, page.locator('.p-dropdown', { has: page.locator('#stock-filter-kind') }), kind);
    await page.getByRole('button', { name: 'Search' }).click();
    const level = stock.locator('tbody tr', { hasText: kind });
    await level.waitFor();
    await expect.poll(() => level.getByTestId('stock-quantity').textContent()).toBe('6');
    await expect.poll(() => level.getByTestId('stock-volume').textContent()).toBe(preview);
    await screenshot(page, 'sheets-stock-list');

    // The diameter detail, then under another standard.
    await page.goto('/stock/entry');
    await table.locator('tbody tr', { hasText: kind }).getByTestId('stock-in-look').click();
    await page.waitForURL(/\/stock\/diamDataIn\?type=stockIn&id=/);
    const detail = page.getByTestId('diameter-detail');
    await expect.poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('6');
    await expect.poll(() => detail.getByTestId('diameter-total-vol').textContent()).toBe(preview);
    await expect.poll(() => page.getByTestId('diameter-rows').locator('tbody tr').count()).toBe(3);
    await choose(page, detail.getByTestId('diameter-standard'), /^rus_stp ·/);
    await expect
      .poll(() => detail.getByTestId('diameter-standard').locator('.p-dropdown-label').textContent())
      .toContain('rus_stp');
    await expect.poll(() => detail.getByTestId('diameter-total-vol').textContent()).not.toBe(preview);
    await expect.poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('6');
    await screenshot(page, 'sheets-diameter-detail');
    await context.close();
  });
});
