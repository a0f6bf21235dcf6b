import ExcelJS from 'exceljs';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { acceptPrompt, addNamed, choose, download, GUARD_MS, workbookRows } from './support/ui';

// Issue 5's acceptance as a new user goes through it: master data, a stock-in sheet of 20
// diameter rows typed by hand whose volumes the volume CLI confirms, the confirm that needs a
// customer, the stock it adds, the list's export, and an import refused whole for one bad row.

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Volumes of one log per line "<standard> <diameterClass> <lengthClass>", by the volume CLI
 * (libs/volume/src/cli.ts --batch), in ten-thousandths of a m3: the CLI prints each volume with
 * its standard's decimals (at most 4), which is the exact tabulated value the sheets store.
 */
function cliVolumesE4(lines: readonly string[]): Promise<number[]> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'libs/volume/src/cli.ts', '--batch'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdin.end(`${lines.join('\n')}\n`);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      const volumes = out.trim().split('\n');
      if (code !== 0 || volumes.length !== lines.length) {
        fail(new Error(`volume CLI exited with ${String(code)}: ${err}`));
        return;
      }
      done(volumes.map(e4Of));
    });
  });
}

/** "0.68" → 6800, "0.0845" → 845: a decimal in m3 to ten-thousandths, exactly. */
function e4Of(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) {
    throw new Error(`not a volume: "${text}"`);
  }
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/**
 * Ten-thousandths to the 3-decimal m3 the screens show, half-up, as libs/volume rounds a total
 * (`e4ToThousandths`): 123455 → "12.346".
 */
function m3(e4: number): string {
  const thousandths = Math.floor((e4 + 5) / 10);
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
}

/** "Total: 6 logs, 1.234 m³" → "1.234". */
const volumeOf = (text: string | null): string => /([\d.,]+)\s*m³/.exec(text ?? '')?.[1] ?? '';

/** "Total 12" under a list → 12. */
const totalOf = (text: string | null): number => Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Resolves with the next answer of a list call (a page load starts with an empty cache, so it calls). */
const answered = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST');

/**
 * Loads a list screen, filters it by one wood kind through its filter bar and waits for the
 * filtered answer to show: every row of the kind, no loading overlay.
 */
async function listOf(page: Page, screen: { path: string; api: string; testId: string }, kind: string) {
  await Promise.all([answered(page, screen.api), page.goto(screen.path)]);
  const table = page.getByTestId(`${screen.testId}-table`);
  await choose(
    page,
    page.locator('.p-dropdown', { has: page.locator(`#${screen.testId}-filter-kind`) }),
    kind,
  );
  await Promise.all([answered(page, screen.api), page.getByRole('button', { name: 'Search' }).click()]);
  await expect
    .poll(async () => {
      const loading = await table.locator('.p-datatable-loading-overlay').count();
      const rows = await table
        .locator('tbody tr', { has: page.getByTestId(`${screen.testId}-quantity`) })
        .allTextContents();
      return loading === 0 && rows.every((text) => text.includes(kind));
    })
    .toBe(true);
  return table;
}

/** The stock list filtered by one wood kind: its row's quantity and volume, 0 and "0.000" with none. */
async function stockOf(page: Page, kind: string): Promise<{ quantity: number; volume: string }> {
  const stock = await listOf(page, { path: '/stock/list', api: '/api/stock/pageSpu', testId: 'stock' }, kind);
  const row = stock.locator('tbody tr', { hasText: kind });
  if ((await row.count()) === 0) {
    return { quantity: 0, volume: '0.000' };
  }
  return {
    quantity: Number(await row.getByTestId('stock-quantity').textContent()),
    volume: (await row.getByTestId('stock-volume').textContent()) ?? '',
  };
}

/** The 20 diameter rows typed into the add dialog: diameter (cm), own length (m) or '' for the sheet's, quantity. */
const DEFAULT_LENGTH = '4';
const ROWS: readonly (readonly [dia: number, len: string, qty: number])[] = [
  [14, '', 1],
  [15, '', 2],
  [17, '5.5', 3],
  [18, '', 4],
  [20, '', 5],
  [22, '', 1],
  [23, '6.5', 2],
  [25, '', 3],
  [26, '', 4],
  [28, '', 5],
  [31, '', 1],
  [33, '3.8', 2],
  [34, '', 3],
  [36, '', 4],
  [39, '', 5],
  [42, '6', 1],
  [45, '', 2],
  [48, '', 3],
  [53, '', 4],
  [60, '', 5],
];

/**
 * Under rus_stp (GOST 2708-75, whole-cm classes, fractions dropped; 0.1 m length classes) a whole
 * diameter in cm is its own class and a length in tenths of a metre its own length class, so the
 * rows go to the CLI as typed; the diameter detail table below shows the classes and the test
 * checks they are these.
 */
const STANDARD = 'rus_stp';

describe('inventory acceptance (issue 5; spec §2, §4, §5, §7, §8)', () => {
  const browser = browserForSuite();

  it('a hand-made stock-in sheet measures as the volume CLI does, confirms into stock, exports and imports', async () => {
    const suffix = Date.now().toString(36);
    const yard = `Acc Yard ${suffix}`;
    const buyer = `Acc Buyer ${suffix}`;
    const kind = `Acc Spruce ${suffix}`;
    const { context, page } = await newPage(browser());

    // 1. Log in; a warehouse, a customer and a wood kind of this run.
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/warehouse')}`);
    await addNamed(page, '/info/warehouse', 'location', yard);
    await addNamed(page, '/info/customer', 'customer', buyer);
    await addNamed(page, '/info/woodType', 'wood-kind', kind);

    // The stock of the new wood kind before: none.
    const before = await stockOf(page, kind);
    expect(before).toEqual({ quantity: 0, volume: '0.000' });

    // 2. The add dialog: the first of this month as the date, rus_stp, the warehouse, the kind.
    await page.goto('/stock/entry');
    const table = page.getByTestId('stock-in-table');
    await table.waitFor();
    await page.getByTestId('stock-in-add').click();
    const dialog = page.locator('.p-dialog');
    const today = new Date();
    const sheetDay = isoDay(new Date(today.getFullYear(), today.getMonth(), 1));
    await dialog.locator('#sheet-date').click();
    await page
      .locator('.p-datepicker-calendar td:not(.p-datepicker-other-month) > span', { hasText: /^1$/ })
      .click();
    await expect.poll(() => dialog.locator('#sheet-date').inputValue()).toBe(sheetDay);
    await choose(
      page,
      dialog.locator('.p-dropdown', { has: page.locator('#sheet-standard') }),
      new RegExp(`^${STANDARD} ·`),
    );
    await choose(page, dialog.locator('.p-dropdown', { has: page.locator('#sheet-location') }), yard);
    await choose(page, dialog.locator('.p-dropdown', { has: page.locator('#sheet-kind') }), kind);
    await dialog.locator('#sheet-length').fill(DEFAULT_LENGTH);
    for (const [index, [dia, len, qty]] of ROWS.entries()) {
      if (index > 0) {
        await dialog.getByTestId('sheet-row-add').click();
      }
      const row = dialog.getByTestId('sheet-row').nth(index);
      await row.getByTestId('sheet-row-dia').fill(String(dia));
      await row.getByTestId('sheet-row-len').fill(len);
      await row.getByTestId('sheet-row-qty').fill(String(qty));
    }

    // The CLI's volume of one log per row, times the row's quantity, summed exactly in
    // ten-thousandths and rounded half-up to 3 decimals once, as libs/volume/src/sheet.ts
    // (summarizeSheet) totals a sheet.
    const perLog = await cliVolumesE4(
      ROWS.map(([dia, len]) => `${STANDARD} ${dia} ${len || DEFAULT_LENGTH}`),
    );
    const rowE4 = ROWS.map(([, , qty], index) => perLog[index]! * qty);
    const totalQty = ROWS.reduce((sum, [, , qty]) => sum + qty, 0);
    const cliTotal = m3(rowE4.reduce((sum, e4) => sum + e4, 0));

    const total = dialog.getByTestId('sheet-preview-total');
    await expect.poll(() => total.textContent()).toContain(`${totalQty} logs`);
    const preview = volumeOf(await total.textContent());
    expect(preview).toBe(cliTotal);
    // each row's preview: its volume times its quantity, 3 decimals
    await expect.poll(() => dialog.getByTestId('sheet-row-volume').allTextContents()).toEqual(rowE4.map(m3));
    await screenshot(page, 'acceptance-add-dialog');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    // Listed as new, dated as chosen, with the CLI's volume.
    const sheet = table.locator('tbody tr', { hasText: kind });
    await sheet.waitFor();
    const spu = (await sheet.locator('td').nth(0).textContent()) ?? '';
    expect(spu).toMatch(new RegExp(`^IN${sheetDay.replaceAll('-', '')}-\\d{4}$`));
    await expect.poll(() => sheet.textContent()).toContain(sheetDay);
    await expect.poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('New');
    await expect.poll(() => sheet.getByTestId('stock-in-quantity').textContent()).toBe(String(totalQty));
    await expect.poll(() => sheet.getByTestId('stock-in-volume').textContent()).toBe(cliTotal);

    // The diameter detail: one row per diameter and length class, each row's volume (its logs'
    // exact volumes summed, then rounded to 3 decimals) as the CLI's, and the sheet's total.
    await sheet.getByTestId('stock-in-look').click();
    await page.waitForURL(/\/stock\/diamDataIn\?type=stockIn&id=/);
    const detail = page.getByTestId('diameter-detail');
    await expect.poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe(String(totalQty));
    await expect.poll(() => detail.getByTestId('diameter-total-vol').textContent()).toBe(cliTotal);
    const detailRows = page.getByTestId('diameter-rows').locator('tbody tr');
    await expect.poll(() => detailRows.count()).toBe(ROWS.length);
    const shown: string[][] = [];
    for (const row of await detailRows.all()) {
      shown.push((await row.locator('td').allTextContents()).slice(0, 4));
    }
    const expected = ROWS.map(([dia, len, qty], index) => [
      String(dia),
      String(Number(len || DEFAULT_LENGTH)),
      String(qty),
      m3(rowE4[index]!),
    ]);
    expect(shown).toEqual(expected);
    await screenshot(page, 'acceptance-diameter-detail');

    // 3. Confirm without a customer: refused with the server's message; then the customer chosen
    // in place, and the confirm goes through.
    await page.goto('/stock/entry');
    await sheet.waitFor();
    await sheet.getByTestId('stock-in-confirm').click();
    // Irreversible: asked first, naming the sheet and its totals (issue 22 item 6).
    await acceptPrompt(page, /Confirm sheet .+: \d+ logs?, \d+\.\d{3} m³\?/);
    await page
      .locator('.p-toast-message-error', { hasText: 'Choose a customer before confirming' })
      .waitFor();
    await expect.poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('New');
    await screenshot(page, 'acceptance-confirm-refused');
    await sheet.getByTestId('stock-in-customer').dblclick();
    const chooser = page.locator('.p-dialog');
    await choose(page, chooser.getByTestId('stock-in-customer-select'), buyer);
    await chooser.getByTestId('form-dialog-confirm').click();
    await chooser.waitFor({ state: 'detached' });
    await expect.poll(() => sheet.getByTestId('stock-in-customer').textContent()).toBe(buyer);
    await page.waitForTimeout(GUARD_MS);
    await sheet.getByTestId('stock-in-confirm').click();
    await acceptPrompt(page);
    await expect.poll(() => sheet.getByTestId('stock-in-status').textContent()).toBe('Confirmed');
    await screenshot(page, 'acceptance-confirmed');

    // The stock of the kind grew by the sheet's quantity and volume.
    const afterConfirm = await stockOf(page, kind);
    expect(afterConfirm).toEqual({ quantity: before.quantity + totalQty, volume: cliTotal });
    await screenshot(page, 'acceptance-stock');

    // 4. Export the stock-in list of this kind: the file holds the sheet's row.
    await listOf(page, { path: '/stock/entry', api: '/api/stockIn/h/pageSpu', testId: 'stock-in' }, kind);
    const exported = await download(page, () => page.getByTestId('stock-in-export').click());
    expect(exported.name).toMatch(/^stock-in-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const listRows = await workbookRows(exported.path);
    expect(listRows[0]!.slice(0, 9)).toEqual([
      'Sheet no.',
      'Date',
      'Customer',
      'Transport no.',
      'Wood type',
      'Warehouse',
      'Standard',
      'Quantity',
      'Volume (m³)',
    ]);
    expect(listRows.slice(1).map((row) => row.slice(0, 9))).toEqual([
      [spu, sheetDay, buyer, undefined, kind, yard, STANDARD, totalQty, Number(cliTotal)],
    ]);

    // 5. Import: a workbook made from the template the screen downloads, five good rows and one
    // with the diameter "0x12". Refused whole, with the row, column and problem named.
    const sheetsBefore = totalOf(await table.getByTestId('table-total').textContent());
    expect(sheetsBefore).toBe(1);
    await page.waitForTimeout(GUARD_MS);
    const template = await download(page, () => page.getByTestId('stock-in-template').click());
    const truckA = `TA${suffix}`;
    const truckB = `TB${suffix}`;
    const importDay = isoDay(today);
    // ch (GB/T 4814): 1 cm classes below 14 cm, even ones from 14 cm, lengths in 0.2 m classes, so
    // these diameters and lengths are their own classes
    const good: (string | number)[][] = [
      [importDay, 'ch', yard, kind, buyer, truckA, 30, 4, 3],
      [importDay, 'ch', yard, kind, buyer, truckA, 32, 4, 1],
      [importDay, 'ch', yard, kind, buyer, truckB, 26, 6, 2],
      [importDay, 'ch', yard, kind, buyer, truckB, 40, 6, 1],
    ];
    const bad = [importDay, 'ch', yard, kind, buyer, truckA, '0x12', 4, 2];
    const fixed = [importDay, 'ch', yard, kind, buyer, truckA, 12, 4, 2];
    const workbook = async (rows: (string | number)[][]): Promise<string> => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(template.path);
      const sheetOf = book.worksheets[0]!;
      // keep the template's header row, drop its example row(s)
      sheetOf.spliceRows(2, sheetOf.rowCount - 1);
      for (const row of rows) {
        sheetOf.addRow(row);
      }
      const path = join(mkdtempSync(join(tmpdir(), 'acceptance-')), 'stock-in.xlsx');
      writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
      return path;
    };
    expect((await workbookRows(template.path))[0]).toEqual([
      'Date',
      'Standard',
      'Warehouse',
      'Wood type',
      'Customer',
      'Transport no.',
      'Diameter (cm)',
      'Length (m)',
      'Quantity',
    ]);

    // spreadsheet row 4: the header is row 1, then good[0], good[1], the bad row
    await page
      .getByTestId('stock-in-import-file')
      .setInputFiles(await workbook([good[0]!, good[1]!, bad, good[2]!, good[3]!]));
    const report = page.getByTestId('import-report');
    await report.waitFor();
    const reportMessage = (await report.getByTestId('import-report-message').textContent()) ?? '';
    expect(reportMessage).toContain('1 row has a problem: nothing was imported');
    const cells = await report.getByTestId('import-report-table').locator('tbody td').allTextContents();
    expect(cells).toEqual(['4', 'Diameter (cm)', 'must be a whole number from 1 to 300']);
    await screenshot(page, 'acceptance-import-report');
    await report.getByRole('button', { name: 'Confirm' }).click();
    await report.waitFor({ state: 'detached' });
    expect(totalOf(await table.getByTestId('table-total').textContent())).toBe(sheetsBefore);
    await expect.poll(() => table.locator('tbody tr', { hasText: truckA }).count()).toBe(0);

    // Fixed, the workbook makes two sheets (one per transport number), which the list shows.
    await page
      .getByTestId('stock-in-import-file')
      .setInputFiles(await workbook([good[0]!, good[1]!, fixed, good[2]!, good[3]!]));
    await page
      .locator('.p-toast-message-success', { hasText: '2 sheets created from the workbook' })
      .waitFor();
    await expect
      .poll(async () => totalOf(await table.getByTestId('table-total').textContent()))
      .toBe(sheetsBefore + 2);
    const importedA = table.locator('tbody tr', { hasText: truckA });
    const importedB = table.locator('tbody tr', { hasText: truckB });
    await importedA.waitFor();
    await importedB.waitFor();
    await expect.poll(() => importedA.getByTestId('stock-in-status').textContent()).toBe('New');
    await expect.poll(() => importedA.getByTestId('stock-in-quantity').textContent()).toBe('6');
    await expect.poll(() => importedB.getByTestId('stock-in-quantity').textContent()).toBe('3');
    const importedE4 = await cliVolumesE4(['ch 30 4', 'ch 32 4', 'ch 12 4']);
    const truckAE4 = importedE4[0]! * 3 + importedE4[1]! * 1 + importedE4[2]! * 2;
    await expect.poll(() => importedA.getByTestId('stock-in-volume').textContent()).toBe(m3(truckAE4));
    await screenshot(page, 'acceptance-imported');

    // One imported sheet confirmed: the stock grows again, by exactly its figures.
    await page.waitForTimeout(GUARD_MS);
    await importedA.getByTestId('stock-in-confirm').click();
    await acceptPrompt(page);
    await expect.poll(() => importedA.getByTestId('stock-in-status').textContent()).toBe('Confirmed');
    const afterImport = await stockOf(page, kind);
    expect(afterImport).toEqual({
      quantity: afterConfirm.quantity + 6,
      volume: m3(rowE4.reduce((sum, e4) => sum + e4, 0) + truckAE4),
    });
    await screenshot(page, 'acceptance-stock-after-import');

    console.log(
      JSON.stringify({
        sheet: { spu, quantity: totalQty, preview, cliTotal, perLogE4: perLog },
        stock: { before, afterConfirm, afterImport },
        importReport: { message: reportMessage, cells },
      }),
    );
    await context.close();
  });
});
