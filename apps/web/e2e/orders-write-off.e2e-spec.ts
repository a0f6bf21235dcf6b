import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { acceptPrompt, apiAnswer, apiCall, choose, poll } from './support/ui';

// Issue 35: an order written off from the order list (§3 "written off", §7 /order/verification/{id})
// after a confirmation, its label and the status filter; and the order's diameter data detail
// opened under the spec's routes /order/diamOrderIn and /order/diamOrderOut (§2 /order menu).

describe('order write-off and the order detail routes (issue 35; spec §2 Orders, §3, §7)', () => {
  const browser = browserForSuite();

  it('writes off a checked order after a confirmation, filters it, and opens /order/diamOrderIn and /order/diamOrderOut', async () => {
    const suffix = Date.now().toString(36);
    const buyer = `E2E Write-off buyer ${suffix}`;
    const { page } = await newPage(browser());
    await logIn(page, DEMO.admin);

    // An inbound order of one confirmed stock-in sheet (10 logs), checked; an outbound one of a
    // confirmed stock-out sheet (3 of those logs): made through the API as the pages would.
    const locationId = (
      await apiCall<{ id: string }>(page, '/location/save', { locationName: `E2E WO yard ${suffix}` })
    ).id;
    const kindId = (
      await apiCall<{ id: string }>(page, '/wk/save', { woodKindName: `E2E WO larch ${suffix}` })
    ).id;
    const customerId = (await apiCall<{ id: string }>(page, '/cus/save', { customerName: buyer })).id;
    const sheetBody = (qty: number) => ({
      date: new Date().toISOString().slice(0, 10),
      standard: 'ch',
      locationId,
      kindId,
      supplier: customerId,
      vehicleLicense: `WO${suffix.slice(-4)}`.toUpperCase(),
      len: 4,
      diameters: [{ dia: 24, qty }],
    });
    const stockIn = await apiCall<{ id: string; spu: string }>(page, '/stockIn/h/save', sheetBody(10));
    await apiCall(page, `/stockIn/h/confirm/${stockIn.id}`, { manual: 0 });
    const stockOut = await apiCall<{ id: string; spu: string }>(page, '/stockOut/save', sheetBody(3));
    await apiCall(page, `/stockOut/confirm/${stockOut.id}`, { manual: 0 });
    // orders learns of the sheets from inventory's events
    for (const [orderType, spu] of [
      [1, stockIn.spu],
      [2, stockOut.spu],
    ] as const) {
      await poll(async () => {
        const answer = await apiAnswer<{ records: { spu: string }[] }>(page, '/order/unsettled', {
          orderType,
          customerId,
        });
        return answer.data.records.map((sheet) => sheet.spu);
      }).toEqual([spu]);
    }
    const inbound = await apiCall<{ id: string; orderNo: string }>(page, '/order/save', {
      orderType: 1,
      tradePartnerId: customerId,
      spus: stockIn.spu,
    });
    const outbound = await apiCall<{ id: string; orderNo: string }>(page, '/order/save', {
      orderType: 2,
      tradePartnerId: customerId,
      spus: stockOut.spu,
    });
    await apiCall(page, `/order/check/${inbound.id}`);

    // 1. The inbound list: the checked order offers write-off; cancelling the prompt changes nothing.
    await page.goto('/order/orderIn');
    const orders = page.getByTestId('orders-table');
    await page.locator('#order-in-filter-customer').fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = orders.locator('tbody tr', { hasText: inbound.orderNo });
    await poll(() => row.getByTestId('order-status').textContent()).toBe('Checked');
    await row.getByTestId('order-write-off').click();
    const prompt = page.locator('.p-confirm-dialog');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(`Write off order ${inbound.orderNo}?`);
    await screenshot(page, 'orders-write-off-confirm');
    await prompt.locator('.p-confirm-dialog-reject').click();
    await prompt.waitFor({ state: 'detached' });
    expect(await row.getByTestId('order-status').textContent()).toBe('Checked');

    // 2. Confirmed: written off, and then neither written off again, checked nor deleted.
    await row.getByTestId('order-write-off').click();
    await acceptPrompt(page, /A written-off order can no longer be edited or deleted/);
    await poll(() => row.getByTestId('order-status').textContent()).toBe('Written off');
    await expect.poll(() => row.getByTestId('order-write-off').count()).toBe(0);
    await expect.poll(() => row.getByTestId('order-check').count()).toBe(0);
    await expect.poll(() => row.getByTestId('order-delete').count()).toBe(0);
    await screenshot(page, 'orders-written-off');
    const again = await apiAnswer(page, `/order/verification/${inbound.id}`);
    expect(again.code).toBe(402616);
    expect((await apiAnswer(page, `/order/del/${inbound.id}`)).code).toBe(402603);

    // 3. The status filter's "Written off" lists it; "Awaiting check" does not.
    const statusFilter = page.locator('.p-dropdown', { has: page.locator('#order-in-filter-status') });
    await choose(page, statusFilter, 'Awaiting check');
    await page.getByRole('button', { name: 'Search' }).click();
    await poll(() => orders.locator('tbody tr', { hasText: inbound.orderNo }).count()).toBe(0);
    await choose(page, statusFilter, 'Written off');
    await page.getByRole('button', { name: 'Search' }).click();
    await poll(() => row.getByTestId('order-status').textContent()).toBe('Written off');

    // 4. Its diameter data detail opens at /order/diamOrderIn with the type, id and number.
    await row.getByTestId('order-detail').click();
    await page.waitForURL((url) => url.pathname === '/order/diamOrderIn');
    const query = new URL(page.url()).searchParams;
    expect([query.get('type'), query.get('id'), query.get('orderNo')]).toEqual([
      'orderIn',
      inbound.id,
      inbound.orderNo,
    ]);
    await poll(() => page.getByTestId('diameter-total-qty').textContent()).toBe('10');
    await screenshot(page, 'orders-diam-order-in');

    // 5. The outbound order's at /order/diamOrderOut, from the outbound list; opened directly too.
    await page.goto('/order/orderOut');
    await page.locator('#order-out-filter-customer').fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    const outRow = orders.locator('tbody tr', { hasText: outbound.orderNo });
    await poll(() => outRow.getByTestId('order-status').textContent()).toBe('Awaiting check');
    await outRow.getByTestId('order-detail').click();
    await page.waitForURL((url) => url.pathname === '/order/diamOrderOut');
    await poll(() => page.getByTestId('diameter-total-qty').textContent()).toBe('3');
    await page.goto(`/order/diamOrderOut?id=${outbound.id}&orderNo=${outbound.orderNo}`);
    await poll(() => page.getByTestId('diameter-total-qty').textContent()).toBe('3');
    expect(new URL(page.url()).pathname).toBe('/order/diamOrderOut');
    await screenshot(page, 'orders-diam-order-out');
  });
});
