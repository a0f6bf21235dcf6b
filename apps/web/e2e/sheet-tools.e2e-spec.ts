import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Download, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { acceptPrompt, choose, GUARD_MS } from './support/ui';

const DAY = /\d{4}-\d{2}-\d{2}/.source;

/** The API as the logged-in page calls it (its token cookie), for the data a test starts from. */
async function apiOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Business-Token')?.value;
  if (!token) {
    throw new Error('not logged in');
  }
  return async <T>(path: string, body: unknown): Promise<T> => {
    const response = await page.request.post(`/api${path}`, {
      headers: { authorization: `Bearer ${token}`, lang: 'en' },
      data: body,
    });
    const answer = (await response.json()) as { code: number; msg: string; data: T };
    if (answer.code !== 0) {
      throw new Error(`${path} answered ${answer.code}: ${answer.msg}`);
    }
    return answer.data;
  };
}

/** Clicks what starts a download and reads the file the browser received. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), rows: await rowsOf(download) };
}

async function rowsOf(download: Download): Promise<unknown[][]> {
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** An import workbook in the template's columns (date, standard, warehouse, wood type, customer, transport no., diameter, length, quantity). */
async function importBook(rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow([
    'Date',
    'Standard',
    'Warehouse',
    'Wood type',
    'Customer',
    'Transport no.',
    'Diameter',
    'Length',
    'Qty',
  ]);
  for (const row of rows) {
    sheet.addRow(row);
  }
  const path = join(mkdtempSync(join(tmpdir(), 'sheet-tools-')), 'sheets.xlsx');
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

describe('sheet list tools (issue 5 §2, §4; spec §2 lists, §4 modes, §7 files)', () => {
  const browser = browserForSuite();

  it('merges, shares, exports, imports all or nothing, and the stock list reflects a confirmed import', async () => {
    const suffix = Date.now().toString(36);
    const yard = `E2E Tools Yard ${suffix}`;
    const kind = `E2E Tools Oak ${suffix}`;
    const buyer = `E2E Tools Buyer ${suffix}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/stock/entry')}`);
    const api = await apiOf(page);
    const locationId = (await api<{ id: string }>('/location/save', { locationName: yard })).id;
    const kindId = (await api<{ id: string }>('/wk/save', { woodKindName: kind })).id;
    const customerId = (await api<{ id: string }>('/cus/save', { customerName: buyer })).id;
    const pending = (diameters: { dia: number; qty: number }[]) =>
      api<{ id: string; spu: string }>('/stockIn/h/save', {
        date: '2026-11-20',
        standard: 'ch',
        locationId,
        kindId,
        supplier: customerId,
        len: 4,
        diameters,
      });
    const first = await pending([
      { dia: 30, qty: 2 },
      { dia: 24, qty: 1 },
    ]);
    const second = await pending([{ dia: 36, qty: 4 }]);

    // The list of this wood kind only.
    await page.goto('/stock/entry');
    const table = page.getByTestId('stock-in-table');
    await table.waitFor();
    await choose(page, page.locator('.p-dropdown', { has: page.locator('#stock-in-filter-kind') }), kind);
    await page.getByRole('button', { name: 'Search' }).click();
    const rowOf = (text: string) => table.locator('tbody tr', { hasText: text });
    await rowOf(first.spu).waitFor();
    await rowOf(second.spu).waitFor();

    // Merge mode: both pending sheets ticked, confirmed, one sheet keeps every log.
    await page.getByTestId('stock-in-merge-mode').click();
    await rowOf(first.spu).getByTestId('stock-in-check').click();
    await rowOf(second.spu).getByTestId('stock-in-check').click();
    await expect.poll(() => page.getByTestId('stock-in-checked-count').textContent()).toBe('2');
    await screenshot(page, 'sheet-tools-merge-mode');
    await page.getByTestId('stock-in-mode-confirm').click();
    await page.locator('.p-confirm-dialog').getByText(`(${first.spu},${second.spu})`).waitFor();
    await page.locator('.p-confirm-dialog-accept').click();
    const merged = page.locator('.p-toast-message-success', { hasText: 'Sheets merged into' });
    await merged.waitFor();
    const mergedSpu = /Sheets merged into (\S+)/.exec((await merged.textContent()) ?? '')?.[1] ?? '';
    expect(mergedSpu).toMatch(/^IN20261120-\d{4}$/);
    const mergedRow = rowOf(mergedSpu);
    await mergedRow.waitFor();
    await expect.poll(() => mergedRow.getByTestId('stock-in-status').textContent()).toBe('New');
    await expect.poll(() => rowOf(first.spu).getByTestId('stock-in-status').textContent()).toBe('Merged');
    await expect.poll(() => rowOf(second.spu).getByTestId('stock-in-status').textContent()).toBe('Merged');
    await expect.poll(() => page.getByTestId('stock-in-mode-bar').count()).toBe(0);

    // Share mode: a box on every row, but only confirmed sheets can be ticked (none of these; the
    // sharing itself is sheet-share.e2e-spec.ts); confirming with nothing ticked leaves the mode.
    await page.getByTestId('stock-in-share-mode').click();
    await expect.poll(() => page.getByTestId('stock-in-check').count()).toBe(3);
    for (const spu of [mergedSpu, first.spu, second.spu]) {
      await expect
        .poll(() => rowOf(spu).getByTestId('stock-in-check').locator('input').isDisabled())
        .toBe(true);
    }
    await screenshot(page, 'sheet-tools-share');
    await page.getByTestId('stock-in-mode-confirm').click();
    await page.getByTestId('stock-in-mode-bar').waitFor({ state: 'detached' });

    // Export the filtered stock-in list: the file of this kind's three sheets.
    const list = await downloaded(page, () => page.getByTestId('stock-in-export').click());
    expect(list.name).toMatch(new RegExp(`^stock-in-${DAY}\\.xlsx$`));
    expect(list.rows[0]![0]).toBe('Sheet no.');
    expect(list.rows.slice(1).map((row) => row[0])).toEqual([mergedSpu, second.spu, first.spu]);
    expect(list.rows.slice(1).map((row) => row[7])).toEqual([7, 4, 3]);

    // The import template shows the expected columns.
    await page.waitForTimeout(GUARD_MS);
    const template = await downloaded(page, () => page.getByTestId('stock-in-template').click());
    expect(template.name).toMatch(new RegExp(`^stock-in-import-template-${DAY}\\.xlsx$`));
    expect(template.rows[0]).toEqual(
      expect.arrayContaining(['Date', 'Standard', 'Warehouse', 'Wood type', 'Customer', 'Transport no.']),
    );

    // Import a workbook with one bad row: nothing is imported, the report names the row.
    const truckA = `TA${suffix}`.slice(0, 30);
    const truckB = `TB${suffix}`.slice(0, 30);
    const good = (truck: string, dia: number, qty: number) => [
      '2026-11-21',
      'ch',
      yard,
      kind,
      buyer,
      truck,
      dia,
      4,
      qty,
    ];
    const broken = await importBook([
      good(truckA, 30, 3),
      ['2026-11-21', 'ch', yard, `Teak ${suffix}`, buyer, truckB, 26, 4, 2],
      good(truckA, 32, 1),
    ]);
    await page.getByTestId('stock-in-import-file').setInputFiles(broken);
    const report = page.getByTestId('import-report');
    await report.waitFor();
    await expect
      .poll(() => report.getByTestId('import-report-message').textContent())
      .toContain('1 row has a problem: nothing was imported');
    const cells = await report.getByTestId('import-report-table').locator('tbody td').allTextContents();
    expect(cells).toEqual(['3', 'Wood type', `no entry named "Teak ${suffix}"`]);
    await screenshot(page, 'sheet-tools-import-report');
    await report.getByRole('button', { name: 'Confirm' }).click();
    await report.waitFor({ state: 'detached' });
    await expect.poll(() => table.locator('tbody tr', { hasText: truckA }).count()).toBe(0);

    // Fixed, the workbook creates its two sheets, which the list shows.
    const fixed = await importBook([good(truckA, 30, 3), good(truckB, 26, 2), good(truckA, 32, 1)]);
    await page.getByTestId('stock-in-import-file').setInputFiles(fixed);
    await page
      .locator('.p-toast-message-success', { hasText: '2 sheets created from the workbook' })
      .waitFor();
    const importedA = table.locator('tbody tr', { hasText: truckA });
    const importedB = table.locator('tbody tr', { hasText: truckB });
    await importedA.waitFor();
    await importedB.waitFor();
    const volume = (await importedA.getByTestId('stock-in-volume').textContent()) ?? '';
    await screenshot(page, 'sheet-tools-imported');

    // Confirm one imported sheet: the stock list shows it, and exports it.
    await importedA.getByTestId('stock-in-confirm').click();
    await acceptPrompt(page);
    await expect.poll(() => importedA.getByTestId('stock-in-status').textContent()).toBe('Confirmed');
    await page.goto('/stock/list');
    const stock = page.getByTestId('stock-table');
    await stock.waitFor();
    await choose(page, page.locator('.p-dropdown', { has: page.locator('#stock-filter-kind') }), kind);
    await page.getByRole('button', { name: 'Search' }).click();
    const level = stock.locator('tbody tr', { hasText: kind });
    await level.waitFor();
    await expect.poll(() => level.getByTestId('stock-quantity').textContent()).toBe('4');
    await expect.poll(() => level.getByTestId('stock-volume').textContent()).toBe(volume);
    const stockFile = await downloaded(page, () => page.getByTestId('stock-export').click());
    expect(stockFile.name).toMatch(new RegExp(`^stock-${DAY}\\.xlsx$`));
    expect(stockFile.rows.slice(1).map((row) => row.slice(0, 4))).toEqual([[yard, kind, 4, Number(volume)]]);
    await screenshot(page, 'sheet-tools-stock');

    // The simple stock view holds the kind too.
    await page.getByTestId('stock-simple').click();
    const simple = page.getByTestId('simple-stock-table');
    await simple.locator('tbody tr', { hasText: kind }).waitFor();
    await screenshot(page, 'sheet-tools-simple-stock');
    await context.close();
  });
});
