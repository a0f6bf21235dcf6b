import { type BrowserContext, type Page, type Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { acceptPrompt, choose, GUARD_MS } from './support/ui';

/** The demo sheet a measuring device sent, with three abnormal logs (libs/testing demo seed). */
const DEVICE = 'DEV-0017';

const dropdownOf = (page: Page, inputId: string) =>
  page.locator('.p-dropdown', { has: page.locator(`#${inputId}`) });

/** A line of the diameter edit table by the diameter it shows. */
const line = (page: Page, diameter: string) =>
  page
    .getByTestId('diam-edit-rows')
    .locator('tbody tr', { has: page.getByTestId('diam-edit-dia').getByText(diameter, { exact: true }) });

/**
 * Volumes by the volume library, through its measuring call: the sum of the logs in
 * ten-thousandths of a m3, as the sheets sum them, shown with 3 decimals.
 */
async function libraryVolume(
  context: BrowserContext,
  page: Page,
  logs: { min: number; max?: number; length: number; qty: number }[],
): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'Business-Token')?.value ?? '';
  let e4 = 0;
  for (const log of logs) {
    const answer = await page.request.post('/api/standard/measure', {
      headers: { authorization: `Bearer ${token}` },
      data: { standard: 'ch', minDiameter: log.min, maxDiameter: log.max ?? log.min, length: log.length },
    });
    const body = (await answer.json()) as { code: number; data: { volume: number } };
    expect(body.code).toBe(0);
    e4 += Math.round(body.data.volume * 10_000) * log.qty;
  }
  return (Math.round(e4 / 10) / 1000).toFixed(3);
}

/**
 * The stock of a wood kind at a warehouse on the stock list (0 when there is no row): the
 * filtered answer's quantity, once the table shows it.
 */
async function stockQuantity(page: Page, location: string, kind: string): Promise<number> {
  const isList = (response: Response) => response.url().endsWith('/api/stock/pageSpu');
  // The first, unfiltered answer is in before filtering, so the next answer is the filtered one.
  const firstAnswer = page.waitForResponse(isList);
  await page.goto('/stock/list');
  await firstAnswer;
  await page.getByTestId('stock-table').waitFor();
  await choose(page, dropdownOf(page, 'stock-filter-location'), location);
  await choose(page, dropdownOf(page, 'stock-filter-kind'), kind);
  const answered = page.waitForResponse(isList);
  await page.getByRole('button', { name: 'Search' }).click();
  const body = (await (await answered).json()) as {
    data: { records: { storageBin: string; woodKind: string; quantity: number }[] };
  };
  const records = body.data.records;
  expect(records.every((record) => record.storageBin === location && record.woodKind === kind)).toBe(true);
  const quantity = records.reduce((sum, record) => sum + record.quantity, 0);
  // The answer is in before React shows it: wait until the table shows this answer.
  const row = page.getByTestId('stock-table').locator('tbody tr', { hasText: location });
  await expect
    .poll(async () =>
      (await row.count()) === 0 ? 0 : Number(await row.getByTestId('stock-quantity').textContent()),
    )
    .toBe(quantity);
  return quantity;
}

describe('diameter edit and abnormal wood (issue 5 §3; spec §2 Diameter edit, §4 Confirm, §5, §7)', () => {
  const browser = browserForSuite();

  it('edits the diameters of a sheet: minus, plus, a hand entry; the list shows the volume library totals', async () => {
    const kind = `E2E Fir ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/woodType')}`);
    await page.getByTestId('wood-kind-add').click();
    const dialog = page.locator('.p-dialog');
    await dialog.locator('#wood-kind-name').fill(kind);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    // A sheet by hand: 2 logs of 30 cm and 3 of 24 cm, 4 m.
    await page.goto('/stock/entry');
    const table = page.getByTestId('stock-in-table');
    await table.waitFor();
    await page.getByTestId('stock-in-add').click();
    await choose(page, dialog.locator('.p-dropdown', { has: page.locator('#sheet-location') }), 'Shed 1');
    await choose(page, dialog.locator('.p-dropdown', { has: page.locator('#sheet-kind') }), kind);
    await dialog.locator('#sheet-length').fill('4');
    for (const [index, [dia, qty]] of [
      ['30', '2'],
      ['24', '3'],
    ].entries()) {
      if (index > 0) {
        await dialog.getByTestId('sheet-row-add').click();
      }
      const row = dialog.getByTestId('sheet-row').nth(index);
      await row.getByTestId('sheet-row-dia').fill(dia!);
      await row.getByTestId('sheet-row-qty').fill(qty!);
    }
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    const sheet = table.locator('tbody tr', { hasText: kind });
    await sheet.waitFor();
    await expect.poll(() => sheet.getByTestId('stock-in-quantity').textContent()).toBe('5');

    // The diameter edit: header from the list, rows by diameter.
    await sheet.getByTestId('stock-in-edit-diameters').click();
    await page.waitForURL(/\/stock\/diamEdit\?type=stockIn&info=/);
    await expect.poll(() => page.getByTestId('diam-edit-qty-before').textContent()).toBe('5');
    await expect.poll(() => line(page, '24').getByTestId('diam-edit-qty').textContent()).toBe('3');
    await expect.poll(() => line(page, '30').getByTestId('diam-edit-qty').textContent()).toBe('2');

    // Minus below zero is refused with the insufficient-quantity message; plus brings logs back, then copies.
    await line(page, '24').getByTestId('diam-edit-minus').click();
    for (let n = 0; n < 2; n++) {
      await line(page, '30').getByTestId('diam-edit-minus').click();
    }
    await expect.poll(() => line(page, '30').getByTestId('diam-edit-qty').textContent()).toBe('0');
    await line(page, '30').getByTestId('diam-edit-minus').click();
    await page.locator('.p-toast-message-warn', { hasText: 'Insufficient quantity' }).waitFor();
    for (let n = 0; n < 3; n++) {
      await line(page, '30').getByTestId('diam-edit-plus').click();
    }
    await expect.poll(() => line(page, '30').getByTestId('diam-edit-qty').textContent()).toBe('3');
    await expect.poll(() => line(page, '24').getByTestId('diam-edit-qty').textContent()).toBe('2');

    // A hand entry: checked, then added as a new line.
    await page.getByTestId('diam-edit-add').click();
    await dialog.locator('#manual-max-dia').fill('29.2');
    await dialog.locator('#manual-min-dia').fill('31.5');
    await dialog.locator('#manual-length').fill('4');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#manual-min-dia-error', { hasText: 'cannot be larger' }).waitFor();
    await dialog.locator('#manual-max-dia').fill('31.5');
    await dialog.locator('#manual-min-dia').fill('29.2');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => line(page, '29.2\u201331.5').getByTestId('diam-edit-qty').textContent())
      .toBe('1');
    await expect.poll(() => page.getByTestId('diam-edit-qty-after').textContent()).toBe('6');
    await screenshot(page, 'diam-edit-changes');

    await page.getByTestId('diam-edit-submit').click();
    await acceptPrompt(page, /1 log removed, 2 logs added/);
    await page.locator('.p-toast-message-success', { hasText: 'The order was modified' }).waitFor();
    await page.waitForURL(/\/stock\/entry$/);

    // The list: 6 logs, the volume the volume library gives for them, status edited.
    const expected = await libraryVolume(context, page, [
      { min: 24, length: 4, qty: 2 },
      { min: 30, length: 4, qty: 3 },
      { min: 29.2, max: 31.5, length: 4, qty: 1 },
    ]);
    const edited = page.getByTestId('stock-in-table').locator('tbody tr', { hasText: kind });
    await expect.poll(() => edited.getByTestId('stock-in-quantity').textContent()).toBe('6');
    await expect.poll(() => edited.getByTestId('stock-in-volume').textContent()).toBe(expected);
    await expect.poll(() => edited.getByTestId('stock-in-status').textContent()).toBe('Edited');
    await screenshot(page, 'diam-edit-list-updated');

    // Nothing changed: a message, no call. A garbled info goes back.
    await edited.getByTestId('stock-in-edit-diameters').click();
    await page.waitForURL(/\/stock\/diamEdit\?/);
    await expect.poll(() => page.getByTestId('diam-edit-qty-before').textContent()).toBe('6');
    await page.getByTestId('diam-edit-submit').click();
    await page.locator('.p-toast-message-warn', { hasText: 'Nothing was modified' }).waitFor();
    await expect.poll(() => page.locator('.p-confirm-dialog').count()).toBe(0);
    await page.getByTestId('diam-edit-back').click();
    await page.waitForURL(/\/stock\/entry$/);
    await page.goto('/stock/diamEdit?type=stockIn&info=garbled');
    await page.waitForURL(/\/stock\/entry$/);
    await context.close();
  });

  it('opens the abnormal wood of a device sheet on confirm; converts, deletes, force-confirms; the stock grows', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/stock/list')}`);
    const stockBefore = await stockQuantity(page, 'Yard A', 'Larch');

    const showReady = async () => {
      await page.goto('/stock/entry');
      await page.getByTestId('stock-in-table').waitFor();
      await choose(page, dropdownOf(page, 'stock-in-filter-status'), 'Ready');
      await page.getByRole('button', { name: 'Search' }).click();
      const row = page.getByTestId('stock-in-table').locator('tbody tr', { hasText: DEVICE });
      await row.waitFor();
      return row;
    };

    // Confirm: the abnormal list opens first, with the three flagged logs.
    let device = await showReady();
    await expect.poll(() => device.getByTestId('stock-in-quantity').textContent()).toBe('12');
    await device.getByTestId('stock-in-confirm').click();
    const abnormal = page.locator('.p-dialog', { hasText: 'Abnormal wood on sheet' });
    await expect.poll(() => abnormal.getByTestId('abnormal-diameter').count()).toBe(3);
    await screenshot(page, 'diam-edit-abnormal-on-confirm');
    await abnormal.getByTestId('abnormal-edit').click();
    await page.waitForURL(/\/stock\/diamEdit\?type=stockIn&info=/);

    // In the diameter edit: convert one to a manual entry, delete another.
    await expect.poll(() => page.getByTestId('diam-edit-qty-after').textContent()).toBe('12');
    await page.getByTestId('diam-edit-abnormal').click();
    const list = page.locator('.p-dialog', { hasText: 'Nothing is saved until you confirm' });
    await expect.poll(() => list.getByTestId('abnormal-diameter').count()).toBe(3);
    await list.getByTestId('abnormal-convert').first().click();
    await expect.poll(() => list.getByTestId('abnormal-diameter').count()).toBe(2);
    await list.getByTestId('abnormal-delete').first().click();
    await expect.poll(() => list.getByTestId('abnormal-diameter').count()).toBe(1);
    await screenshot(page, 'diam-edit-abnormal-dialog');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('diam-edit-abnormal').textContent()).toContain('(1)');
    await expect.poll(() => page.getByTestId('diam-edit-qty-after').textContent()).toBe('11');
    await page.getByTestId('diam-edit-submit').click();
    await acceptPrompt(page, /2 logs removed, 1 log added/);
    await page.waitForURL(/\/stock\/entry$/);

    // Back on the list: 11 logs, one abnormal left; force-confirm after the prompt.
    device = await showReady();
    await expect.poll(() => device.getByTestId('stock-in-quantity').textContent()).toBe('11');
    await device.getByTestId('stock-in-confirm').click();
    await expect.poll(() => abnormal.getByTestId('abnormal-diameter').count()).toBe(1);
    await abnormal.getByTestId('abnormal-force').click();
    await acceptPrompt(page, /has 1 abnormal logs/);
    await page.locator('.p-toast-message-success', { hasText: 'confirmed' }).waitFor();
    await choose(page, dropdownOf(page, 'stock-in-filter-status'), 'Confirmed');
    await page.getByRole('button', { name: 'Search' }).click();
    const confirmed = page.getByTestId('stock-in-table').locator('tbody tr', { hasText: DEVICE });
    await expect.poll(() => confirmed.getByTestId('stock-in-status').textContent()).toBe('Confirmed');
    await expect.poll(() => confirmed.getByTestId('stock-in-confirm').count()).toBe(0);
    await expect.poll(() => confirmed.getByTestId('stock-in-edit-diameters').count()).toBe(0);

    expect(await stockQuantity(page, 'Yard A', 'Larch')).toBe(stockBefore + 11);
    await screenshot(page, 'diam-edit-stock-grown');
    await context.close();
  });
});
