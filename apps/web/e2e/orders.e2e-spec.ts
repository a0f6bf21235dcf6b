import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, pathOf, screenshot } from './support/browser';
import {
  acceptPrompt,
  apiAnswer,
  apiCall,
  choose,
  download,
  GUARD_MS,
  poll,
  workbookRows,
} from './support/ui';

// Issue 16's acceptance as a new user goes through it: three stock-in sheets confirmed on the
// stock-in list, two of them settled into an inbound order, the order checked, its statement
// exported, its diameter detail opened, the order shared, the link opened on a phone without a
// login, then revoked.

describe('orders acceptance (issue 16; spec §2 Orders, Shared order page, §4, §8)', () => {
  const browser = browserForSuite();

  it('settles two of three confirmed sheets into an order, checks, exports, details, shares and revokes it', async () => {
    const suffix = Date.now().toString(36);
    const buyer = `E2E Order buyer ${suffix}`;
    const kind = `E2E Order larch ${suffix}`;
    const { page } = await newPage(browser());
    await logIn(page, DEMO.admin);

    // Master data and three pending stock-in sheets of this run's customer (12, 8 and 5 logs).
    const locationId = (
      await apiCall<{ id: string }>(page, '/location/save', { locationName: `E2E Order yard ${suffix}` })
    ).id;
    const kindId = (await apiCall<{ id: string }>(page, '/wk/save', { woodKindName: kind })).id;
    const customerId = (await apiCall<{ id: string }>(page, '/cus/save', { customerName: buyer })).id;
    const logs = [12, 8, 5];
    const sheets: { id: string; spu: string }[] = [];
    for (const [index, qty] of logs.entries()) {
      sheets.push(
        await apiCall(page, '/stockIn/h/save', {
          date: new Date().toISOString().slice(0, 10),
          standard: 'ch',
          locationId,
          kindId,
          supplier: customerId,
          vehicleLicense: `EO${suffix.slice(-4)}${index}`.toUpperCase(),
          len: 4,
          diameters: [
            { dia: 24, qty: qty - 2 },
            { dia: 30, qty: 2 },
          ],
        }),
      );
    }

    // 1. Confirm the three on the stock-in list.
    await page.goto('/stock/entry');
    const list = page.getByTestId('stock-in-table');
    await choose(page, page.locator('.p-dropdown', { has: page.locator('#stock-in-filter-kind') }), kind);
    await page.getByRole('button', { name: 'Search' }).click();
    for (const sheet of sheets) {
      const row = list.locator('tbody tr', { hasText: sheet.spu });
      await row.getByTestId('stock-in-confirm').click();
      await acceptPrompt(page);
      await poll(() => row.getByTestId('stock-in-status').textContent()).toBe('Confirmed');
      await page.waitForTimeout(GUARD_MS);
    }

    // 2. The order menu's inbound list, then the creation page: the three wait to be settled.
    await page.goto('/order');
    await page.waitForURL((url) => url.pathname === '/order/orderIn');
    await page.getByTestId('orders-table').waitFor();
    await page.getByTestId('order-add').click();
    await page.waitForURL((url) => url.pathname === '/order/add');
    expect(new URL(page.url()).searchParams.get('isOut')).toBe('false');
    const unsettled = page.getByTestId('order-add-table');
    // orders learns of the customer and the sheets from inventory's events
    await poll(async () => {
      const answer = await apiAnswer<{ records: { spu: string }[] }>(page, '/order/unsettled', {
        orderType: 1,
        customerId,
      });
      return answer.data.records.map((sheet) => sheet.spu).sort();
    }).toEqual(sheets.map((sheet) => sheet.spu).sort());
    await page.reload();
    await choose(
      page,
      page.locator('.p-dropdown', { has: page.locator('#order-add-filter-customer') }),
      buyer,
    );
    await page.getByRole('button', { name: 'Search' }).click();
    await poll(async () => (await unsettled.getByTestId('order-add-spu').allTextContents()).sort()).toEqual(
      sheets.map((sheet) => sheet.spu).sort(),
    );
    for (const sheet of sheets.slice(0, 2)) {
      await unsettled.locator('tbody tr', { hasText: sheet.spu }).locator('.p-checkbox').click();
    }
    await screenshot(page, 'orders-create');
    await page.getByTestId('order-add-submit').click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/order/orderIn');

    // The same sheet a second time: refused, naming it (402606), nothing written.
    const again = await apiAnswer(page, '/order/save', {
      orderType: 1,
      tradePartnerId: customerId,
      spus: sheets[0]!.spu,
    });
    expect(again.code).toBe(402606);
    expect(again.msg).toContain(sheets[0]!.spu);

    // 3. The order in the list: 20 logs, awaiting its check, its classification beneath; check it.
    const orders = page.getByTestId('orders-table');
    await page.locator('#order-in-filter-customer').fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = orders.locator('tbody tr', { hasText: sheets[0]!.spu });
    await poll(() => row.getByTestId('order-quantity').textContent()).toBe('20');
    await expect.poll(() => row.getByTestId('order-spus').textContent()).toContain(sheets[1]!.spu);
    await expect.poll(() => row.getByTestId('order-spus').textContent()).not.toContain(sheets[2]!.spu);
    const orderNo = (await row.getByTestId('order-no').textContent()) ?? '';
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Awaiting check');
    await row.locator('.p-row-toggler').click();
    const classification = orders.getByTestId('order-dia-classification');
    await poll(() => classification.locator('tbody tr').count()).toBe(2);
    await row.getByTestId('order-check').click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await poll(() => row.getByTestId('order-status').textContent()).toBe('Checked');
    await expect.poll(() => row.getByTestId('order-check').count()).toBe(0);
    await expect.poll(() => row.getByTestId('order-delete').count()).toBe(0);
    await screenshot(page, 'orders-list-checked');

    // 4. The statement: an xlsx workbook with the order's row.
    const statement = await download(page, () => page.getByTestId('order-export').click());
    expect(statement.name).toMatch(/\.xlsx$/);
    const cells = (await workbookRows(statement.path)).flat().map(String);
    expect(cells).toContain(orderNo);

    // 5. The order's diameter detail: its 20 logs in two diameter classes.
    await row.getByTestId('order-detail').click();
    await page.waitForURL((url) => url.pathname === '/order/diamOrderIn');
    expect(new URL(page.url()).searchParams.get('type')).toBe('orderIn');
    const detail = page.getByTestId('diameter-detail');
    await poll(() => detail.getByTestId('diameter-total-qty').textContent()).toBe('20');
    await poll(() => page.getByTestId('diameter-rows').locator('tbody tr').count()).toBe(2);
    await screenshot(page, 'orders-diameter-detail');

    // 6. Share it: a signed link to the public page, no hash, no sheet numbers in it.
    await page.goBack();
    await page.locator('#order-in-filter-customer').fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    await row.getByTestId('order-share').click();
    const shareDialog = page.getByTestId('order-share-dialog');
    const link = await shareDialog.getByTestId('share-link').inputValue();
    const url = new URL(link);
    expect(url.pathname).toBe('/shareOrder');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(link).not.toContain(sheets[0]!.spu);
    await screenshot(page, 'orders-share-dialog');

    // 7. A stranger's phone: a fresh window, no login, 390 px wide.
    const phone = await newPage(browser(), { width: 390, height: 844 });
    await phone.page.goto(`${url.pathname}${url.search}`);
    await phone.page.getByTestId('shared-order-no').waitFor();
    expect(pathOf(phone.page)).toBe(`${url.pathname}${url.search}`);
    await expect.poll(() => phone.page.getByTestId('shared-order-no').textContent()).toBe(orderNo);
    await expect.poll(() => phone.page.getByTestId('shared-order-qty').textContent()).toBe('20');
    await expect.poll(() => phone.page.getByText(buyer).count()).toBeGreaterThan(0);
    await expect.poll(() => phone.page.getByTestId('shared-dia-row').count()).toBe(2);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'orders-share-phone');
    await phone.page.getByRole('tab', { name: 'Images' }).click();
    await phone.page.getByText(/No images/).waitFor();

    // An altered token is refused: its last-but-one character always changes (the last one of a
    // signature carries padding bits, so it is left as it is).
    const altered = new URL(url);
    const token = altered.searchParams.get('token') ?? '';
    altered.searchParams.set(
      'token',
      `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.slice(-1)}`,
    );
    expect(altered.searchParams.get('token')).not.toBe(token);
    await phone.page.goto(`${altered.pathname}${altered.search}`);
    await phone.page.getByTestId('share-problem-invalid').waitFor();

    // 8. Revoke the link: the phone then shows the revoked message.
    await shareDialog.getByTestId('order-share-revoke').click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await shareDialog.getByText('The share link was revoked').first().waitFor();
    await phone.page.goto(`${url.pathname}${url.search}`);
    await phone.page.getByTestId('share-problem-revoked').waitFor();
    await expect.poll(() => phone.page.getByTestId('shared-order').count()).toBe(0);
    await screenshot(phone.page, 'orders-share-revoked');
    await phone.context.close();

    // The share links list shows it revoked.
    await page.keyboard.press('Escape');
    await page.getByTestId('order-share-links').click();
    const links = page.getByTestId('share-links-dialog');
    await poll(() =>
      links.locator('tbody tr', { hasText: orderNo }).first().getByTestId('share-link-state').textContent(),
    ).toBe('Revoked');
    await screenshot(page, 'orders-share-links');
  });
});
