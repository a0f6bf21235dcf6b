import { type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, download, GUARD_MS, makeMasterData, makeStockIn, poll, workbookRows } from './support/ui';

interface DiameterSheet {
  sheet: { id: string; checkQty: number; checkVol: number } | null;
  records: { dia: number; length: number; qty: number; vol: number }[];
}
interface Category {
  rows: { dia: number; length: number; qty: number; vol: number }[];
  totalQty: number;
  totalVol: number;
}

/** Types one row of a diameter sheet tab: diameter, length, quantity. */
async function typeRow(tab: Locator, index: number, dia: string, len: string, qty: string) {
  const row = tab.locator('[data-testid$="-row"]').nth(index);
  await row.locator('[data-testid$="-row-dia"]').fill(dia);
  await row.locator('[data-testid$="-row-len"]').fill(len);
  await row.locator('[data-testid$="-row-qty"]').fill(qty);
}

/** Sums m3 in thousandths, as the report does. */
const thousandths = (rows: readonly { vol: number }[]) =>
  rows.reduce((sum, r) => sum + Math.round(r.vol * 1000), 0);

/** The cells of a table's row as shown. */
const cellsOf = (row: Locator) => row.locator('td').allTextContents();

async function openSheets(page: Page, spu: string): Promise<Locator> {
  await page.goto('/stock/entry');
  await page.locator('#stock-in-filter-spu').fill(spu);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('stock-in-table').locator('tbody tr', { hasText: spu });
  await row.waitFor();
  await row.getByTestId('stock-in-diameter-sheets').click();
  const dialog = page.getByTestId('diasheet-dialog');
  await dialog.waitFor();
  return dialog;
}

describe('checked and purchase diameter sheets and their comparison report (issue 20; spec §2 Stock-in list, Statistics and tools)', () => {
  const browser = browserForSuite();

  it('adds a checked and a purchase sheet to a stock-in sheet, compares the sets and exports the report', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const master = await makeMasterData(page, {
      yard: `Diasheet yard ${stamp}`,
      kind: `Diasheet larch ${stamp}`,
      customer: `Diasheet seller ${stamp}`,
    });
    // The stock-in sheet measured 4 logs of 30 cm and 2 of 28 cm, 4 m long (standard ch).
    const sheet = await makeStockIn(page, master, [
      { dia: 30, qty: 4 },
      { dia: 28, qty: 2 },
    ]);

    // The checked sheet: a wrong count is refused with its message, then 3 × 30 cm and 2 × 28 cm.
    let dialog = await openSheets(page, sheet.spu);
    const checked = dialog.getByTestId('diasheet-checked');
    await poll(() => checked.getByTestId('diasheet-checked-state').textContent()).toBe('Not saved yet');
    await expect
      .poll(() => checked.getByTestId('diasheet-checked-measured').textContent())
      .toMatch(/^6 logs, /);
    await typeRow(checked, 0, '30', '4', '0');
    await checked.getByTestId('diasheet-checked-save').click();
    await expect
      .poll(() => checked.getByTestId('diasheet-checked-error-qty').textContent())
      .toBe('Enter a whole number of logs from 1 to 10000');
    await typeRow(checked, 0, '30', '4', '3');
    await checked.getByTestId('diasheet-checked-add-row').click();
    await typeRow(checked, 1, '28', '4', '2');
    await screenshot(page, 'diameter-sheets-checked');
    await page.waitForTimeout(GUARD_MS);
    await checked.getByTestId('diasheet-checked-save').click();
    await page.getByText(`Checked diameter sheet of ${sheet.spu} saved`).waitFor();
    await poll(() => checked.getByTestId('diasheet-checked-state').textContent()).toContain('Saved by');
    await expect
      .poll(() => checked.getByTestId('diasheet-checked-difference').textContent())
      .toMatch(/^-1 log, -/); // ICU plural rules: one log

    // The purchase sheet: 4 × 32 cm, added, then edited to 5 logs.
    await dialog.getByText('Purchase sheet').click();
    const purchase = dialog.getByTestId('diasheet-purchase');
    await typeRow(purchase, 0, '32', '4', '4');
    await purchase.getByTestId('diasheet-purchase-save').click();
    await page.getByText(`Purchase diameter sheet of ${sheet.spu} saved`).waitFor();
    await poll(() => purchase.getByTestId('diasheet-purchase-state').textContent()).toContain('Saved by');
    await typeRow(purchase, 0, '32', '4', '5');
    await page.waitForTimeout(GUARD_MS);
    await purchase.getByTestId('diasheet-purchase-save').click();
    await poll(
      async () => (await apiCall<DiameterSheet>(page, `/purchase/diasheet/list/${sheet.id}`)).records,
    ).toEqual([expect.objectContaining({ dia: 32, length: 4, qty: 5 })]);
    await screenshot(page, 'diameter-sheets-purchase');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Opened again, the saved rows are there.
    dialog = await openSheets(page, sheet.spu);
    await poll(() => dialog.getByTestId('diasheet-checked-row').count()).toBe(2);
    await page.keyboard.press('Escape');

    // What the figures must be, from the calls of each set.
    const measured = await apiCall<Category>(page, '/stockIn/d/getDiaCategory', {
      id: sheet.id,
      standard: 'ch',
    });
    const checkedRows = (await apiCall<DiameterSheet>(page, '/checkStock/stats/dia', { id: sheet.id }))
      .records;
    const purchaseRows = (await apiCall<DiameterSheet>(page, `/purchase/diasheet/list/${sheet.id}`)).records;
    const volumeOf = (rows: readonly { dia: number; vol: number }[], dia: number) =>
      thousandths(rows.filter((r) => r.dia === dia)) / 1000;
    const qtyOf = (rows: readonly { dia: number; qty: number }[], dia: number) =>
      rows.filter((r) => r.dia === dia).reduce((sum, r) => sum + r.qty, 0);
    const expectedRow = (dia: number) => [
      dia,
      qtyOf(measured.rows, dia),
      volumeOf(measured.rows, dia),
      qtyOf(checkedRows, dia),
      volumeOf(checkedRows, dia),
      qtyOf(checkedRows, dia) - qtyOf(measured.rows, dia),
      (Math.round(volumeOf(checkedRows, dia) * 1000) - Math.round(volumeOf(measured.rows, dia) * 1000)) /
        1000,
      qtyOf(purchaseRows, dia),
      volumeOf(purchaseRows, dia),
      qtyOf(purchaseRows, dia) - qtyOf(measured.rows, dia),
      (Math.round(volumeOf(purchaseRows, dia) * 1000) - Math.round(volumeOf(measured.rows, dia) * 1000)) /
        1000,
    ];

    // The report: the sheet chosen by its SPU, compared per diameter class.
    await page.goto('/stock/diameterSets');
    await page.locator('#diasets-spu').fill(sheet.spu);
    await page.getByRole('button', { name: 'Search' }).click();
    const pick = page.getByTestId('diasets-sheets').locator('tbody tr', { hasText: sheet.spu });
    await pick.waitFor();
    await poll(() => page.getByTestId('diasets-sheets').locator('tbody tr').count()).toBe(1);
    await pick.locator('.p-checkbox').click();
    await poll(() => page.getByTestId('diasets-chosen').textContent()).toBe('1 stock-in sheet chosen');
    await page.getByTestId('diasets-compare').click();
    const classes = page.getByTestId('diasets-classes');
    await poll(() => classes.locator('tbody tr').count()).toBe(3);
    await expect
      .poll(() => cellsOf(classes.locator('tbody tr').nth(0)))
      .toEqual([
        '28',
        '2',
        volumeOf(measured.rows, 28).toFixed(3),
        '2',
        volumeOf(checkedRows, 28).toFixed(3),
        '0',
        '0.000',
        '0',
        '0.000',
        '-2',
        (-volumeOf(measured.rows, 28)).toFixed(3),
      ]);
    expect((await cellsOf(classes.locator('tfoot tr')))[0]).toBe('Totals');
    await expect
      .poll(() => page.getByTestId('diasets-coverage').textContent())
      .toBe('1 sheet: 1 with a checked sheet, 1 with a purchase sheet');
    await screenshot(page, 'diameter-sets-report');

    // The workbook: the sheet's SPU above, the classes, the totals; m3 with 3 decimals.
    const file = await download(page, () => page.getByTestId('diasets-export').click());
    expect(file.name).toMatch(/^diameter-sets-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await workbookRows(file.path);
    expect(rows[0]).toEqual([`Stock-in sheets: ${sheet.spu}`]);
    const header = rows.findIndex((row) => row[0] === 'Diameter class (cm)');
    expect(rows.slice(header + 1, header + 4)).toEqual([expectedRow(28), expectedRow(30), expectedRow(32)]);
    const totals = rows[header + 4]!;
    expect(totals.slice(0, 4)).toEqual(['Totals', 6, thousandths(measured.rows) / 1000, 5]);
    expect(totals[7]).toBe(5);

    // The daily statistics export the day's table once the sheet is confirmed.
    await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    await page.goto('/stock/statistics');
    const stats = page.getByTestId('stats-table');
    await stats.locator('tbody tr', { hasText: `Diasheet larch ${stamp}` }).waitFor();
    const day = await download(page, () => page.getByTestId('stats-export').click());
    expect(day.name).toMatch(/^daily-statistics-\d{4}-\d{2}-\d{2}-stock-in\.xlsx$/);
    const dayRows = await workbookRows(day.path);
    expect(dayRows).toContainEqual([
      `Diasheet seller ${stamp}`,
      `Diasheet larch ${stamp}`,
      1,
      sheet.spu,
      6,
      measured.totalVol,
    ]);
    await context.close();
  });
});
