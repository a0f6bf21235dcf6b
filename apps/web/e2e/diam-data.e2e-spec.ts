import ExcelJS from 'exceljs';
import { type Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, choose, GUARD_MS, makeMasterData, makeStockIn } from './support/ui';

interface Category {
  standard: string;
  rows: { dia: number; length: number; qty: number; vol: number }[];
  totalQty: number;
  totalVol: number;
}

/** Polls until the figure shows (a loaded machine may answer slowly). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** The numbers of a formatted figure: "1,234.50" → 1234.5. */
const numberOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('diameter data detail (issue 5 §2 Diameter data detail; spec §2, §3, §7, §9)', () => {
  const browser = browserForSuite();
  const suffix = Date.now().toString(36);
  const yard = `E2E Detail yard ${suffix}`;
  const shed = `E2E Detail shed ${suffix}`;
  const kind = `E2E Detail spruce ${suffix}`;

  it('shows a confirmed sheet: standards, wood details, range prices, Excel and the share code', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    // Master data and a confirmed 12-log stock-in sheet, made through the API.
    const master = await makeMasterData(page, { yard, kind, customer: `E2E Detail buyer ${suffix}` });
    const sheet = await makeStockIn(
      page,
      master,
      [
        { dia: 24, qty: 5 },
        { dia: 30, qty: 4 },
        { dia: 36, len: 6, qty: 3 },
      ],
      '2026-11-20',
    );
    await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });

    await page.goto(
      `/stock/diamDataIn?${new URLSearchParams({ type: 'stockIn', id: sheet.id, spu: sheet.spu, standard: 'ch' }).toString()}`,
    );
    const detail = page.getByTestId('diameter-detail');
    await poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('12');
    await expect.poll(() => detail.getByTestId('diam-spu').textContent()).toBe(sheet.spu);
    const rows = page.getByTestId('diameter-rows').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const chVolume = await detail.getByTestId('diameter-total-vol').textContent();
    await screenshot(page, 'diam-data-sheet');

    // Another standard recomputes the volumes; back to ch.
    await choose(page, detail.getByTestId('diameter-standard'), /^rus_stp ·/);
    await poll(() => detail.getByTestId('diameter-total-vol').textContent()).not.toBe(chVolume);
    await expect.poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('12');
    await choose(page, detail.getByTestId('diameter-standard'), /^ch ·/);
    await poll(() => detail.getByTestId('diameter-total-vol').textContent()).toBe(chVolume);

    // All wood details: 10 a page.
    await page.getByTestId('diam-pieces-open').click();
    const pieces = page.getByTestId('diam-pieces-dialog');
    await poll(() => pieces.getByTestId('table-total').textContent()).toContain('12');
    await poll(() => pieces.locator('tbody tr').count()).toBe(10);
    await pieces.locator('.p-paginator-next').click();
    await poll(() => pieces.locator('tbody tr').count()).toBe(2);
    await screenshot(page, 'diam-data-pieces');
    await page.keyboard.press('Escape');
    await pieces.waitFor({ state: 'detached' });
    // The view of one row: the 30 cm logs only.
    await rows.filter({ hasText: /^30/ }).getByTestId('diam-view').click();
    await poll(() => pieces.locator('tbody tr').count()).toBe(4);
    await expect.poll(() => pieces.locator('.p-dialog-title').textContent()).toContain('30 cm');
    await page.keyboard.press('Escape');
    await pieces.waitFor({ state: 'detached' });

    // Range prices (demo ranges 10-19, 20-29, 30-39, 40-100): amounts in cents, and the total.
    const category = await apiCall<Category>(page, '/stockIn/d/getDiaCategory', {
      id: sheet.id,
      standard: 'ch',
    });
    const thousandths = (lower: number, upper: number) =>
      category.rows
        .filter((r) => r.dia >= lower && r.dia <= upper)
        .reduce((sum, r) => sum + Math.round(r.vol * 1000), 0);
    const expected =
      Math.floor((thousandths(20, 29) * 85_050) / 1000) + Math.floor((thousandths(30, 39) * 120_000) / 1000);
    // One grouping on the page (issue 22 item 12): the range panel shows the ranges priced below.
    const firstCells = (table: Locator) => table.locator('tbody tr td:first-child').allTextContents();
    const panel = page.getByTestId('diameter-range-groups');
    await poll(() => firstCells(panel)).toEqual(['10 to 19', '20 to 29', '30 to 39', '40 to 100']);
    await page.getByTestId('diam-range-price').click();
    const prices = page.getByTestId('diam-price-dialog');
    const inputs = prices.getByTestId('diam-price-input');
    await poll(() => inputs.count()).toBe(4);
    expect(await firstCells(prices)).toEqual(await firstCells(panel));
    await inputs.nth(1).fill('850.50');
    await inputs.nth(2).fill('1200');
    await expect
      .poll(async () => numberOf(await prices.getByTestId('diam-price-total-amount').textContent()))
      .toBe(expected / 100);
    await inputs.nth(3).fill('12.345');
    await prices.getByTestId('diam-price-error').waitFor();
    expect(numberOf(await prices.getByTestId('diam-price-total-amount').textContent())).toBe(expected / 100);
    await screenshot(page, 'diam-data-range-prices');
    await page.keyboard.press('Escape');
    await prices.waitFor({ state: 'detached' });

    // Export Excel: the workbook arrives, named by the SPU, with the sheet's figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('diam-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${sheet.spu}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const [summary, logs] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    const summaryRows = summary.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(summaryRows).toContainEqual(['Sheet no.', sheet.spu]);
    expect(summaryRows).toContainEqual(['Quantity', 12]);
    const row30 = category.rows.find((r) => r.dia === 30)!;
    expect(summaryRows).toContainEqual([30, 4, 4, row30.vol]);
    expect(logs.rowCount).toBe(1 + 12);

    // Share QR: a signed link of the confirmed sheet (its SPU only under the signature).
    await page.waitForTimeout(GUARD_MS);
    await page.getByTestId('diam-share').click();
    const share = page.getByTestId('share-qr-dialog');
    await share.getByTestId('share-qr-code').waitFor();
    const link = await share.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/shareOrder\?token=[A-Za-z0-9_.-]+&lang=en$/);
    expect(link).not.toContain(sheet.spu);
    await screenshot(page, 'diam-data-share');
    await context.close();
  });

  it('shows a stock row by diameter, its wood details and images, and moves it to another warehouse', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const shedId = (await apiCall<{ id: string }>(page, '/location/save', { locationName: shed })).id;
    const stock = (
      await apiCall<{ records: { id: string; storageBin: string; woodKind: string; quantity: number }[] }>(
        page,
        '/stock/pageSpu',
        { page: 1, pageSize: 50 },
      )
    ).records.find((r) => r.storageBin === yard && r.woodKind === kind)!;
    expect(stock.quantity).toBe(12);

    await page.goto(
      `/stock/diamData?${new URLSearchParams({ type: 'stock', id: stock.id, name: yard, woodType: kind }).toString()}`,
    );
    const detail = page.getByTestId('diameter-detail');
    await poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('12');
    await expect.poll(() => detail.getByTestId('diam-location').textContent()).toBe(yard);
    await expect.poll(() => detail.getByTestId('diam-stock-standard').textContent()).toContain('ch');
    await expect.poll(() => page.getByTestId('diameter-rows').locator('tbody tr').count()).toBe(3);
    await expect.poll(() => page.getByTestId('diam-share').count()).toBe(0);
    await expect.poll(() => page.getByTestId('diameter-standard').count()).toBe(0);

    // Wood details of the stock row.
    await page.getByTestId('diam-pieces-open').click();
    const pieces = page.getByTestId('diam-pieces-dialog');
    await poll(() => pieces.getByTestId('table-total').textContent()).toContain('12');
    await page.keyboard.press('Escape');
    await pieces.waitFor({ state: 'detached' });

    // No picture on hand-entered logs: the gallery says so.
    await page.getByTestId('diam-images-open').click();
    const images = page.getByTestId('diam-images-dialog');
    await images.getByText('No images').waitFor();
    await page.keyboard.press('Escape');
    await images.waitFor({ state: 'detached' });
    await screenshot(page, 'diam-data-stock');

    // Warehouse move: choose, confirm, and the page follows the moved row.
    await page.getByTestId('diam-move').click();
    const dialog = page.locator('.p-dialog', { has: page.locator('#diam-move-target') });
    await choose(page, dialog.getByTestId('diam-move-target'), shed);
    await dialog.getByTestId('form-dialog-confirm').click();
    const prompt = page.locator('.p-confirm-dialog');
    await prompt.getByText(`Move 12 logs of ${kind} from ${yard} to ${shed}?`).waitFor();
    await screenshot(page, 'diam-data-move-confirm');
    await prompt.locator('.p-confirm-dialog-accept').click();
    await page.waitForURL((url) => url.searchParams.get('name') === shed);
    await poll(() => detail.getByTestId('diam-location').textContent()).toBe(shed);
    await poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('12');
    const moved = (
      await apiCall<{ records: { id: string; quantity: number }[] }>(page, '/stock/pageSpu', {
        page: 1,
        pageSize: 10,
        locationId: shedId,
      })
    ).records;
    expect(moved).toEqual([expect.objectContaining({ quantity: 12 })]);
    expect(new URL(page.url()).searchParams.get('id')).toBe(moved[0]!.id);
    await screenshot(page, 'diam-data-moved');
    await context.close();
  });
});
