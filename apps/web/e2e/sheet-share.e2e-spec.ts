import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, pathOf, screenshot } from './support/browser';
import { apiCall, choose, makeMasterData, makeStockIn, poll } from './support/ui';

// Issue 16: the stock-in list's share QR opens the public page on a customer's phone. Two confirmed
// sheets ticked in share mode (a pending one cannot be), shared through a signed link, opened in a
// fresh window at 390 px without a login, then revoked: the page says so.

describe('sharing confirmed sheets from the stock-in list (issue 16; spec §2 share QR, Shared order page, §4)', () => {
  const browser = browserForSuite();

  it('ticks only confirmed sheets, shares two through a signed link a phone opens without login, then revokes it', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const suffix = Date.now().toString(36);
    const buyer = `E2E Share buyer ${suffix}`;
    const kind = `E2E Share pine ${suffix}`;

    // Master data, two confirmed stock-in sheets (5 and 3 logs) and one still pending.
    const master = await makeMasterData(page, { yard: `E2E Share yard ${suffix}`, kind, customer: buyer });
    const sheetOf = (qty: number) =>
      makeStockIn(page, master, [
        { dia: 24, qty: qty - 1 },
        { dia: 30, qty: 1 },
      ]);
    const first = await sheetOf(5);
    const second = await sheetOf(3);
    const pending = await sheetOf(2);
    for (const sheet of [first, second]) {
      await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    }
    // orders keeps its copy of a confirmed sheet from inventory's event
    await poll(async () =>
      (
        await apiCall<{ records: { spu: string }[] }>(page, '/order/unsettled', {
          orderType: 1,
          customerId: master.customerId,
        })
      ).records
        .map((sheet) => sheet.spu)
        .sort(),
    ).toEqual([first.spu, second.spu].sort());

    // The stock-in list of this wood kind, in share mode: the pending sheet's box is disabled, with the reason.
    await page.goto('/stock/entry');
    const table = page.getByTestId('stock-in-table');
    await choose(page, page.locator('.p-dropdown', { has: page.locator('#stock-in-filter-kind') }), kind);
    await page.getByRole('button', { name: 'Search' }).click();
    const rowOf = (spu: string) => table.locator('tbody tr', { hasText: spu });
    await rowOf(pending.spu).waitFor();
    await page.getByTestId('stock-in-share-mode').click();
    await poll(() => page.getByTestId('stock-in-check').count()).toBe(3);
    const pendingBox = rowOf(pending.spu).getByTestId('stock-in-check');
    await expect.poll(() => pendingBox.locator('input').isDisabled()).toBe(true);
    // a disabled box takes no pointer: its tooltip's wrapper does
    await rowOf(pending.spu).locator('.p-tooltip-target-wrapper').hover();
    await page.locator('.p-tooltip', { hasText: 'Only confirmed sheets can be shared' }).waitFor();
    await pendingBox.click({ force: true });
    await expect.poll(() => page.getByTestId('stock-in-checked-count').textContent()).toBe('0');
    await rowOf(first.spu).getByTestId('stock-in-check').click();
    await rowOf(second.spu).getByTestId('stock-in-check').click();
    await poll(() => page.getByTestId('stock-in-checked-count').textContent()).toBe('2');
    await screenshot(page, 'sheet-share-mode');
    await page.getByTestId('stock-in-mode-confirm').click();

    // A signed link to the public page: no hash, no SPU in it.
    const dialog = page.getByTestId('share-qr-dialog');
    await dialog.getByTestId('share-qr-code').waitFor();
    const link = await dialog.getByTestId('share-link').inputValue();
    const url = new URL(link);
    expect(url.pathname).toBe('/shareOrder');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('lang')).toBe('en');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(link).not.toContain(first.spu);
    await dialog.getByTestId('share-qr-expires').waitFor();
    await screenshot(page, 'sheet-share-dialog');

    // A stranger's phone: a fresh window, no login, 390 px wide. The two sheets, numbered by SPU.
    const phone = await newPage(browser(), { width: 390, height: 844 });
    await phone.page.goto(`${url.pathname}${url.search}`);
    await poll(() => phone.page.getByTestId('shared-order').count()).toBe(2);
    expect(pathOf(phone.page)).toBe(`${url.pathname}${url.search}`);
    await expect
      .poll(() => phone.page.getByTestId('shared-order-no').allTextContents())
      .toEqual([first.spu, second.spu]);
    await expect.poll(() => phone.page.getByTestId('shared-order-qty').allTextContents()).toEqual(['5', '3']);
    await expect
      .poll(() => phone.page.getByTestId('share-order-heading').textContent())
      .toBe('Shared sheets');
    await expect.poll(() => phone.page.getByText('Sheet number').count()).toBe(2);
    await expect.poll(() => phone.page.getByText('Order number').count()).toBe(0);
    await expect
      .poll(() => phone.page.getByTestId('shared-order-title').allTextContents())
      .toEqual(['Stock-in sheet', 'Stock-in sheet']);
    await expect.poll(() => phone.page.getByText(buyer).count()).toBeGreaterThan(0);
    await expect.poll(() => phone.page.getByTestId('shared-dia-row').count()).toBe(4);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'sheet-share-phone');

    // Revoked (through the API, as the link list does): the phone then says so.
    await apiCall(page, '/order/share/revoke', { token });
    await phone.page.reload();
    const revoked = phone.page.getByTestId('share-problem-revoked');
    await revoked.waitFor();
    await expect.poll(() => revoked.textContent()).toBe('This link was revoked by the sender.');
    await screenshot(phone.page, 'sheet-share-revoked');
    await expect.poll(() => phone.page.getByTestId('shared-order').count()).toBe(0);
    await phone.context.close();

    // The order menu's link list shows it revoked, with its sheets.
    await page.goto('/order/orderIn');
    await page.getByTestId('order-share-links').click();
    const links = page.getByTestId('share-links-dialog');
    await poll(() =>
      links.locator('tbody tr', { hasText: first.spu }).first().getByTestId('share-link-state').textContent(),
    ).toBe('Revoked');
    await context.close();
  });
});
