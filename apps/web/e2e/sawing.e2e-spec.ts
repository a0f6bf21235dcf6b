import { type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import {
  acceptPrompt,
  apiAnswer,
  apiCall,
  choose,
  GUARD_MS,
  makeMasterData,
  makeStockIn,
  poll,
} from './support/ui';

// Issue 19's desktop acceptance as a sawmill clerk goes through it on the bench screen
// (/stock/sawTable): two benches, sawing orders that take logs from stock (the stock list shows
// them gone), orders closed and merged, the ranking and the pie, a manual bench day and a price;
// and the bad input a clerk may type (outturn over 100 %, a zero size, a length over 15 m, orders
// of two machines merged), each answered with a clear message.

const dialog = (page: Page) =>
  page.locator('.p-dialog').filter({ has: page.getByTestId('form-dialog-confirm') });

/** Fills the specification row `index` (0-based) of the order dialog. */
async function fillSpec(page: Page, index: number, spec: { L?: string; W?: string; H?: string; B?: string }) {
  const row = dialog(page).getByTestId('sawing-spec').nth(index);
  for (const [field, value] of Object.entries(spec)) {
    await row.getByTestId(`sawing-spec-${field}`).fill(value);
  }
}

async function confirmDialog(page: Page) {
  await dialog(page).getByTestId('form-dialog-confirm').click();
}

async function closedDialog(page: Page) {
  await dialog(page).waitFor({ state: 'detached' });
  await page.waitForTimeout(GUARD_MS);
}

/** A bench's option: its number, then its name. */
const benchOption = (machineNo: string) => new RegExp(`^${machineNo} `);

/** Adds an open order of a bench with one specification through the dialog. */
async function addOrder(page: Page, bench: string, spec: { L: string; W: string; H: string; B: string }) {
  await page.getByTestId('sawing-order-add').click();
  await choose(
    page,
    dialog(page).locator('.p-dropdown', { has: page.locator('#sawing-order-machine') }),
    benchOption(bench),
  );
  await fillSpec(page, 0, spec);
  await confirmDialog(page);
  await closedDialog(page);
}

/** Ticks `count` logs of the run's wood kind from stock for the order of this row. */
async function takeLogs(page: Page, row: Locator, kind: string, count: number) {
  await row.getByTestId('sawing-order-take-logs').click();
  const take = dialog(page);
  await choose(page, take.locator('.p-dropdown', { has: page.locator('#sawing-take-kind') }), kind);
  const logs = take.getByTestId('sawing-stock-logs').locator('tbody tr');
  await poll(() => logs.count()).toBeGreaterThanOrEqual(count);
  // each log names its sheet (log codes restart on every sheet, issue 35): the column after the number
  const sheetNos = await logs.evaluateAll((rows) => rows.map((tr) => tr.children[2]?.textContent ?? ''));
  expect(
    sheetNos.every((no) => no.length > 2 && no !== '—'),
    sheetNos.join(', '),
  ).toBe(true);
  for (let index = 0; index < count; index += 1) {
    await logs.nth(index).locator('.p-checkbox').click();
  }
  // the count through ICU plural rules: "1 log", "3 logs"
  await poll(() => take.getByTestId('sawing-take-picked').textContent()).toMatch(
    new RegExp(`\\b${count} ${count === 1 ? 'log' : 'logs'},`),
  );
  await confirmDialog(page);
  await closedDialog(page);
}

describe('sawing bench screen (issue 19; spec §2 Sawing, §4 Sawing order state, §5, §9)', () => {
  const browser = browserForSuite();

  it('saws orders of two benches from stock, closes and merges them, ranks the benches, enters a manual day and a price', async () => {
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const kind = `E2E Saw oak ${suffix}`;
    const benchA = `SA${suffix}`;
    const benchB = `SB${suffix}`;
    const { page } = await newPage(browser());
    await logIn(page, DEMO.admin);

    // Stock: one confirmed stock-in sheet of 8 logs of this run's kind (30 cm, 4 m).
    const master = await makeMasterData(page, {
      yard: `E2E Saw yard ${suffix}`,
      kind,
      customer: `E2E Saw supplier ${suffix}`,
    });
    const sheet = await makeStockIn(page, master, [{ dia: 30, qty: 8 }]);
    await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    // sawing learns of the logs from inventory's events
    await poll(async () => {
      const logs = await apiCall<{ total: number }>(page, '/cutting/stockLog/pageData', {
        woodKindId: master.kindId,
      });
      return logs.total;
    }).toBe(8);

    // 1. Two benches on the Benches tab; one renamed.
    await page.goto('/stock/sawTable?tab=benches');
    const benches = page.getByTestId('benches-table');
    for (const machineNo of [benchA, benchB]) {
      await page.getByTestId('bench-add').click();
      await dialog(page).locator('#bench-machine-no').fill(machineNo);
      await dialog(page).locator('#bench-name').fill(`Bench ${machineNo}`);
      await confirmDialog(page);
      await closedDialog(page);
      await benches.locator('tbody tr', { hasText: machineNo }).waitFor();
    }
    await benches.locator('tbody tr', { hasText: benchB }).getByTestId('bench-edit').click();
    await dialog(page).locator('#bench-name').fill(`Band saw ${benchB}`);
    await confirmDialog(page);
    await closedDialog(page);
    await benches.locator('tbody tr', { hasText: `Band saw ${benchB}` }).waitFor();
    // the same machine number twice is refused in the dialog, which stays open
    await page.getByTestId('bench-add').click();
    await dialog(page).locator('#bench-machine-no').fill(benchA);
    await dialog(page).locator('#bench-name').fill('Twin');
    await confirmDialog(page);
    await dialog(page).locator('.p-inline-message-error').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await closedDialog(page);

    // 2. The orders tab: 50 a page by default (of 50, 100 or 150).
    await page.getByTestId('sawing-tab-orders').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'orders');
    const orders = page.getByTestId('sawing-orders-table');
    await orders.waitFor();
    await expect.poll(() => orders.locator('.p-paginator .p-dropdown-label').textContent()).toBe('50');

    // Bad input in the order dialog: a length over 15 m, a zero size, a missing piece count.
    await page.getByTestId('sawing-order-add').click();
    await confirmDialog(page);
    await dialog(page).locator('#sawing-order-machine-error').waitFor();
    await expect
      .poll(() => dialog(page).getByTestId('sawing-spec-error').textContent())
      .toBe('Spec 1: parameters incomplete');
    await choose(
      page,
      dialog(page).locator('.p-dropdown', { has: page.locator('#sawing-order-machine') }),
      benchOption(benchA),
    );
    await fillSpec(page, 0, { L: '16', W: '100', H: '50', B: '2' });
    await page.waitForTimeout(GUARD_MS);
    await confirmDialog(page);
    await poll(() => dialog(page).getByTestId('sawing-spec-error').textContent()).toBe(
      'Spec 1: length cannot exceed 15 m',
    );
    await fillSpec(page, 0, { L: '4', W: '0' });
    await page.waitForTimeout(GUARD_MS);
    await confirmDialog(page);
    await poll(() => dialog(page).getByTestId('sawing-spec-error').textContent()).toBe(
      'Spec 1: length, width and thickness must be above zero',
    );
    // a second specification, then removed (not saved yet: no call)
    await dialog(page).getByTestId('sawing-spec-add').click();
    await fillSpec(page, 1, { L: '3', W: '-5', H: '40', B: '1' });
    await poll(() => dialog(page).getByTestId('sawing-spec-error').last().textContent()).toBe(
      'Spec 2: digits only (length may have a decimal point)',
    );
    await dialog(page).getByTestId('sawing-spec-delete').click();
    await fillSpec(page, 0, { W: '100' });
    await expect.poll(() => dialog(page).getByTestId('sawing-spec-volume').textContent()).toContain('0.040');
    await page.waitForTimeout(GUARD_MS);
    await confirmDialog(page);
    await closedDialog(page);
    await screenshot(page, 'sawing-order-added');

    // Three more: a second of bench A, two of bench B.
    await addOrder(page, benchA, { L: '4', W: '100', H: '50', B: '2' });
    await addOrder(page, benchB, { L: '4', W: '150', H: '40', B: '1' });
    await addOrder(page, benchB, { L: '2', W: '100', H: '30', B: '1' });
    const rowsOf = (bench: string) => orders.locator('tbody tr', { hasText: `Bench ${bench}` });
    const rowsOfB = orders.locator('tbody tr', { hasText: `Band saw ${benchB}` });
    await poll(() => rowsOf(benchA).count()).toBe(2);
    await poll(() => rowsOfB.count()).toBe(2);
    const a1 = rowsOf(benchA).nth(0);
    const a2 = rowsOf(benchA).nth(1);
    const b1 = rowsOfB.nth(0);
    const b2 = rowsOfB.nth(1);
    const a2No = (await a2.getByTestId('sawing-order-no').textContent()) ?? '';
    await expect.poll(() => a1.getByTestId('sawing-order-state').textContent()).toBe('Open');

    // 3. Logs from stock: 3 to A1, 2 to A2, 1 to B1; the stock list keeps 2.
    await takeLogs(page, a1, kind, 3);
    await poll(() => a1.getByTestId('sawing-order-log-qty').textContent()).toBe('3');
    await takeLogs(page, a2, kind, 2);
    await poll(() => a2.getByTestId('sawing-order-log-qty').textContent()).toBe('2');
    await takeLogs(page, b1, kind, 1);
    await poll(() => b1.getByTestId('sawing-order-log-qty').textContent()).toBe('1');
    await expect.poll(() => a1.getByTestId('sawing-order-sys-outturn').textContent()).toMatch(/%$/);
    // the logs of A1, in their dialog
    await a1.getByTestId('sawing-order-logs').click();
    const logsDialog = page.locator('.p-dialog', { has: page.getByTestId('sawing-order-logs') });
    await poll(() => logsDialog.getByTestId('sawing-order-logs').locator('tbody tr').count()).toBe(3);
    await logsDialog.locator('.p-dialog-header-close').click();
    await logsDialog.waitFor({ state: 'detached' });

    await page.goto('/stock/list');
    await choose(page, page.locator('.p-dropdown', { has: page.locator('#stock-filter-kind') }), kind);
    await page.getByRole('button', { name: 'Search' }).click();
    await poll(() => page.getByTestId('stock-table').getByTestId('stock-quantity').allTextContents()).toEqual(
      ['2'],
    );
    await screenshot(page, 'sawing-stock-left');

    // 4. Outturn over 100 %: A1's 3 logs (about 1 m³) cannot give 200 boards of 0.02 m³.
    await page.goto('/stock/sawTable?tab=orders');
    await a1.getByTestId('sawing-order-edit').click();
    await poll(() => dialog(page).getByTestId('sawing-spec-B').first().inputValue()).toBe('2');
    await fillSpec(page, 0, { B: '200' });
    await confirmDialog(page);
    await poll(
      async () => (await dialog(page).locator('.p-inline-message-error').textContent()) ?? '',
    ).toMatch(/Outturn cannot exceed 100 %/);
    await screenshot(page, 'sawing-outturn-refused');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await closedDialog(page);

    // 5. Merge: orders of two machines are refused, A1 and A2 merge.
    await page.getByTestId('sawing-merge-mode').click();
    await a1.locator('.p-checkbox').click();
    await b2.locator('.p-checkbox').click();
    await page.getByTestId('sawing-merge-confirm').click();
    await page
      .locator('.p-toast')
      .getByText('Orders of two machines cannot be merged: tick orders of one machine')
      .waitFor();
    // the service refuses them too, whoever calls it
    const ids = await apiCall<{ records: { id: string; machineNum: string; state: number }[] }>(
      page,
      '/cutting/record/pageData',
      { pageSize: 150 },
    );
    const idOf = (machineNum: string) =>
      ids.records.find((order) => order.machineNum === machineNum)?.id ?? '';
    const refused = await apiAnswer(page, '/cutting/record/merge', {
      orderids: `${idOf(benchA)},${idOf(benchB)}`,
    });
    expect(refused.code).toBe(402704);
    expect(refused.msg).toBe('Only orders of one saw machine can be merged');
    await b2.locator('.p-checkbox').click();
    await a2.locator('.p-checkbox').click();
    await page.waitForTimeout(GUARD_MS);
    await page.getByTestId('sawing-merge-confirm').click();
    await acceptPrompt(page, new RegExp(a2No));
    await poll(() => rowsOf(benchA).count()).toBe(1);
    // the merged order's logs count in the one that keeps it
    await poll(() => a1.getByTestId('sawing-order-log-qty').textContent()).toBe('5');
    await a1.locator('.p-row-toggler').click();
    await poll(() => orders.getByTestId('merged-order-no').allTextContents()).toEqual([a2No]);

    // 6. Close A1 (its first specification's sizes fixed, 10 boards) and B1 with its boards counted.
    await a1.getByTestId('sawing-order-close').click();
    await poll(() => dialog(page).getByTestId('sawing-spec-B').first().inputValue()).toBe('2');
    await expect.poll(() => dialog(page).getByTestId('sawing-spec-L').first().isDisabled()).toBe(true);
    await fillSpec(page, 0, { B: '10' });
    await confirmDialog(page);
    await closedDialog(page);
    await poll(() => a1.getByTestId('sawing-order-state').textContent()).toBe('Closed');
    await b1.getByTestId('sawing-order-close').click();
    await poll(() => dialog(page).getByTestId('sawing-spec-B').first().inputValue()).toBe('1');
    await dialog(page).locator('#sawing-order-wood-vol').fill('0.3');
    await confirmDialog(page);
    await closedDialog(page);
    await poll(() => b1.getByTestId('sawing-order-state').textContent()).toBe('Closed');
    await expect.poll(() => b1.getByTestId('sawing-order-manual-outturn').textContent()).toMatch(/%$/);

    // 7. Delete B2 and restore it, each after a confirmation.
    await b2.getByTestId('sawing-order-delete').click();
    await acceptPrompt(page, /Delete order/);
    await poll(() => b2.getByTestId('sawing-order-state').textContent()).toBe('Deleted');
    await expect.poll(() => b2.getByTestId('sawing-order-delete').count()).toBe(0);
    await page.waitForTimeout(GUARD_MS);
    await b2.getByTestId('sawing-order-restore').click();
    await acceptPrompt(page, /Restore order/);
    await poll(() => b2.getByTestId('sawing-order-state').textContent()).toBe('Open');
    await screenshot(page, 'sawing-orders');

    // 8. Statistics of today and this kind: B1 (boards 0.3 m³ of one log) outturns A1, A1 sawed more.
    await page.getByTestId('sawing-tab-statistics').click();
    const stats = page.getByTestId('sawing-statistics');
    await stats.getByTestId('sawing-stats-range-shortcut-week').click();
    await choose(page, stats.locator('.p-dropdown', { has: page.locator('#sawing-stats-kind') }), kind);
    await stats.getByRole('button', { name: 'Search' }).click();
    const ranking = page.getByTestId('sawing-ranking');
    await poll(() => ranking.getByTestId('ranking-bench').allTextContents()).toEqual([
      `${benchB} Band saw ${benchB}`,
      `${benchA} Bench ${benchA}`,
    ]);
    await expect.poll(() => stats.getByTestId('sawing-total-outturn').textContent()).toMatch(/%$/);
    await expect.poll(() => stats.getByTestId('sawing-total-processed').textContent()).toMatch(/m³$/);
    await ranking.getByTestId('ranking-sort-vol').click();
    await poll(() => ranking.getByTestId('ranking-bench').allTextContents()).toEqual([
      `${benchA} Bench ${benchA}`,
      `${benchB} Band saw ${benchB}`,
    ]);
    const logPie = page.getByTestId('sawing-pie-log');
    await logPie.scrollIntoViewIfNeeded();
    await logPie.locator('.apexcharts-pie-area').first().hover();
    await poll(() => logPie.locator('.apexcharts-tooltip').textContent()).toMatch(/m³ \(\d+\.\d%\)/);
    await page.getByTestId('sawing-share').getByText('Boards').click();
    await page.getByTestId('sawing-pie-board').locator('.apexcharts-pie-area').first().waitFor();
    await expect.poll(() => page.getByTestId('sawing-share').textContent()).toContain(kind);
    await screenshot(page, 'sawing-statistics');

    // 9. The manual bench: a day's figures, the boards above the logs refused, then edited.
    await page.getByTestId('sawing-tab-manual').click();
    const manual = page.getByTestId('manual-bench-table');
    await page.getByTestId('manual-bench-add').click();
    await choose(
      page,
      dialog(page).locator('.p-dropdown', { has: page.locator('#manual-bench-kind') }),
      kind,
    );
    await dialog(page).locator('#manual-bench-log-vol').fill('2.5');
    await dialog(page).locator('#manual-bench-wood-vol').fill('3');
    await confirmDialog(page);
    await expect
      .poll(() => dialog(page).locator('#manual-bench-wood-vol-error').textContent())
      .toBe('The boards exceed the logs: outturn over 100 %');
    await dialog(page).locator('#manual-bench-wood-vol').fill('1.5');
    await dialog(page).locator('#manual-bench-log-vol').fill('2.5555');
    await page.waitForTimeout(GUARD_MS);
    await confirmDialog(page);
    await expect
      .poll(() => dialog(page).locator('#manual-bench-log-vol-error').textContent())
      .toBe('Enter a volume in m³ with at most 3 decimals');
    await dialog(page).locator('#manual-bench-log-vol').fill('2.5');
    await page.waitForTimeout(GUARD_MS);
    await confirmDialog(page);
    await closedDialog(page);
    const record = manual.locator('tbody tr', { hasText: kind });
    await poll(() => record.getByTestId('manual-bench-outturn').textContent()).toBe('60.00 %');
    await record.getByTestId('manual-bench-edit').click();
    await dialog(page).locator('#manual-bench-log-vol').fill('3');
    await confirmDialog(page);
    await closedDialog(page);
    await poll(() => record.getByTestId('manual-bench-outturn').textContent()).toBe('50.00 %');

    // 10. Today's prices: this kind was sawn; a volume without a price is named, then saved.
    await page.getByTestId('sawing-tab-prices').click();
    const prices = page.getByTestId('sawing-prices');
    const line = prices.locator('tbody tr', { hasText: kind });
    await line.waitFor();
    await expect.poll(() => prices.getByTestId('price-saved').textContent()).toBe('Not saved yet');
    await line.getByTestId('price-logVol').fill('3.5');
    await line.getByTestId('price-logUnitPrice').fill('');
    await prices.getByTestId('price-save').click();
    await poll(() => prices.locator('.p-inline-message-error').textContent()).toBe(
      `${kind}: a log volume without a unit price`,
    );
    await prices.locator('#price-unit').fill('35.5');
    await line.getByTestId('price-logUnitPrice').fill('120.25');
    await page.waitForTimeout(GUARD_MS);
    await prices.getByTestId('price-save').click();
    await poll(() => prices.getByTestId('price-saved').textContent()).toBe('Saved');
    await page.reload();
    await page.getByTestId('sawing-prices').waitFor();
    await poll(() => page.locator('#price-unit').inputValue()).toBe('35.5');
    await poll(() =>
      page
        .getByTestId('sawing-prices')
        .locator('tbody tr', { hasText: kind })
        .getByTestId('price-logUnitPrice')
        .inputValue(),
    ).toBe('120.25');
    await screenshot(page, 'sawing-prices');

    // The manual record deleted after a confirmation.
    await page.getByTestId('sawing-tab-manual').click();
    await record.getByTestId('manual-bench-delete').click();
    await acceptPrompt(page, new RegExp(kind));
    await poll(() => manual.locator('tbody tr', { hasText: kind }).count()).toBe(0);
  }, 300_000);
});
