import { type CountOrderDetail } from '@timber/contracts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiOf, countPhoto } from './support/counting-api';
import { sharedDatasetDir } from './support/dataset';
import { apiCall, download, GUARD_MS, makeMasterData, makeStockIn, poll, workbookRows } from './support/ui';

// Issue 18's acceptance walk, as a new user would: the operator (the demo tenant's administrator)
// sets the fee items in the account centre, a confirmed sheet is charged, the balance falls below
// the credit limit (the overlay comes), a recharge through the sandbox provider's page lifts it (the
// overlay goes), an invoice is requested for the consumption and issued by the operator (the
// tenant sees it issued under its number), and the ledger is exported; a counted photo is charged at
// the image price. The demo tenant's prices and credit limit are put back afterwards. Issue 34: the
// overdue tenant recharges through Alipay (a local Alipay-shaped server: its cashier page and its
// signed notification, sent twice, credited once).

interface Account {
  tenantId: string;
  balance: number;
  creditLimit: number;
  overdue: boolean;
  fees: { feeItemId: string; price: number }[];
}

/** Replaces an InputNumber's value the way a user does: select all, delete, type. */
async function typeNumber(page: Page, selector: string, value: string): Promise<void> {
  const input = page.locator(selector);
  await input.click();
  await input.press('Control+a');
  await input.press('Backspace');
  await input.pressSequentially(value);
}

/**
 * Recharges 100.00 from the open recharge dialog through `channel` (§4 Recharge flow): the payment
 * dialog it opens, and the provider's page its link opens in a new window.
 */
async function payHundred(
  page: Page,
  recharge: Locator,
  channel: 'alipay' | 'wechat',
): Promise<{ payment: Locator; providerPage: Page }> {
  await recharge.locator(`label[for=recharge-channel-${channel}]`).click();
  await typeNumber(page, '#recharge-amount', '100');
  await recharge.locator('label[for=recharge-agree]').click();
  await recharge.getByTestId('form-dialog-confirm').click();
  const payment = page.getByTestId('payment-dialog');
  await payment.waitFor();
  await expect.poll(() => payment.textContent()).toContain('Pay 100.00 yuan');
  const [providerPage] = await Promise.all([
    page.context().waitForEvent('page'),
    payment.getByTestId('payment-link').click(),
  ]);
  return { payment, providerPage };
}

/** Whether the arrears overlay shows once the page has loaded the user info again. */
async function overlayAfterReload(page: Page): Promise<boolean> {
  await page.reload();
  await page.getByTestId('avatar-menu').waitFor();
  return page
    .getByTestId('arrears-overlay')
    .waitFor({ timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
}

describe('money: fees, charges, arrears, recharge, invoice, ledger, counted photos (issue 18 acceptance)', () => {
  const browser = browserForSuite();

  it('charges a confirmed sheet, blocks the overdue account, lifts it by a sandbox recharge, invoices and exports', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const before = await apiCall<Account>(page, '/bill/account/get');
    const restore = () =>
      apiCall(page, '/bill/account/save', {
        tenantId: before.tenantId,
        creditLimit: before.creditLimit,
        fees: ['sheet', 'volume', 'image', 'monthly'].map((item) => ({
          feeItemId: item,
          price: before.fees.find((fee) => fee.feeItemId === item)?.price ?? 0,
        })),
      });
    try {
      await walk(page, before);
    } finally {
      await restore();
      await context.close();
    }
  }, 180_000);

  it('recharges the overdue tenant through Alipay (the Alipay-shaped server): one ledger entry, the notification sent again changes nothing', async () => {
    const alipayUrl = process.env['E2E_ALIPAY_URL'];
    if (!alipayUrl) {
      return; // a system started elsewhere (E2E_BASE_URL) has no Alipay-shaped server
    }
    const { context, page } = await newPage(browser());
    try {
      await logIn(page, DEMO.arrears);
      const recharges = async (): Promise<number> => {
        const ledger = await apiCall<{ records: { businessNo: string }[] }>(page, '/ledger/page', {
          page: 1,
          pageSize: 100,
        });
        return ledger.records.filter((row) => row.businessNo.startsWith('CZ')).length;
      };
      const before = await apiCall<Account>(page, '/bill/account/get');
      expect(before.overdue).toBe(true);
      const rechargedBefore = await recharges();
      await page.getByTestId('arrears-recharge').click();
      const recharge = page.locator('.p-dialog', { hasText: 'Payment channel' });
      await recharge.waitFor();
      // Alipay's cashier (its page-pay link, signed by billing's key, checked by the server)
      const { payment, providerPage: cashier } = await payHundred(page, recharge, 'alipay');
      await expect.poll(() => cashier.locator('#amount').textContent()).toBe('¥100.00');
      await cashier.locator('#pay').click();
      // Alipay's server posted its signed notification through the web app's /api: billing answered success
      await expect.poll(() => cashier.locator('#answer').textContent()).toBe('success');
      await cashier.close();
      await payment.waitFor({ state: 'detached', timeout: 20_000 });
      const after = await apiCall<Account>(page, '/bill/account/get');
      expect(after.balance).toBeCloseTo(before.balance + 100, 2);
      expect(await recharges()).toBe(rechargedBefore + 1);
      // Alipay sends the same notification again: answered success, nothing more credited
      const [last] = (await apiCall<{ records: { id: string }[] }>(page, '/deposit/list', { page: 1 }))
        .records;
      const again = await fetch(`${alipayUrl}/control/resend?out_trade_no=${last!.id}`, { method: 'POST' });
      expect(await again.json()).toEqual({ status: 200, text: 'success' });
      expect((await apiCall<Account>(page, '/bill/account/get')).balance).toBeCloseTo(after.balance, 2);
      expect(await recharges()).toBe(rechargedBefore + 1);
      await page.goto('/invoice/costRecord');
      await page.getByRole('tab', { name: 'Detail' }).click();
      await page.getByTestId('ledger-detail-table').locator('tbody tr', { hasText: 'CZ' }).first().waitFor();
      await screenshot(page, 'billing-alipay-recharge');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('charges a counted photo at the image price: the charge appears in the ledger', async () => {
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const name = (await readdir(dir)).filter((file) => file.endsWith('.jpg')).sort()[0]!;
    const photo = await readFile(join(dir, name));
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const before = await apiCall<Account>(page, '/bill/account/get');
    const imagePrice = before.fees.find((fee) => fee.feeItemId === 'image')?.price ?? 0;
    const setImagePrice = (price: number) =>
      apiCall(page, '/bill/account/save', {
        tenantId: before.tenantId,
        fees: [{ feeItemId: 'image', price }],
      });
    try {
      await setImagePrice(0.5);
      // a photo counted as the counting screens upload it: recognised, it is charged once (the
      // ledger's remark: the fee item, then count order / image (log ends))
      const api = await apiOf(context, page);
      const created = await countPhoto(api, photo);
      // recognised (status 10) by the worker, whose result billing takes as it comes
      await expect
        .poll(async () => (await api.get<CountOrderDetail>(`/count/detail/${created.id}`)).status, {
          timeout: 150_000,
          interval: 1000,
        })
        .toBe(10);
      const charged = async () =>
        (
          await apiCall<{ records: { remark: string; amount: number }[] }>(page, '/ledger/page', {
            page: 1,
            pageSize: 50,
          })
        ).records.filter((row) => row.remark.startsWith(`Counted image ${created.id}/`));
      await poll(async () => (await charged()).length).toBe(1);
      expect((await charged())[0]?.amount).toBe(-0.5);
      await page.goto('/invoice/costRecord');
      await page.getByRole('tab', { name: 'Detail' }).click();
      const row = page
        .getByTestId('ledger-detail-table')
        .locator('tbody tr', { hasText: `Counted image ${created.id}/` })
        .first();
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('-0.50');
      await screenshot(page, 'billing-photo-charge');
    } finally {
      await setImagePrice(imagePrice);
      await context.close();
    }
  }, 240_000);
});

/** The acceptance walk itself, as the demo tenant's administrator (the operator). */
async function walk(page: Page, before: Account): Promise<void> {
  expect(before.overdue).toBe(false);
  // One sheet costs what is left and 10.00 more; no credit: the account falls into arrears.
  const sheetPrice = Math.round((before.balance + 10) * 100) / 100;

  // The operator sets the fee items in the account centre.
  await page.goto('/user/account');
  await expect.poll(() => page.getByTestId('account-customer-no').textContent()).toBe('T0001');
  // The administrators keep the company's address (§2 Customer account info).
  const address = `${Date.now().toString(36)} Harbour Road, Timber Town`;
  await page.getByTestId('account-address-edit').click();
  const dialog = page.locator('.p-dialog');
  await dialog.getByTestId('account-address-input').fill(`  ${address} `);
  await dialog.getByTestId('form-dialog-confirm').click();
  await dialog.waitFor({ state: 'detached' });
  await poll(() => page.getByTestId('account-address').textContent()).toContain(address);
  await page.reload();
  await poll(() => page.getByTestId('account-address').textContent()).toContain(address);

  await page.getByTestId('account-fees-edit').click();
  await typeNumber(page, '#fees-credit-limit', '0');
  await typeNumber(page, '#fees-sheet', sheetPrice.toFixed(2));
  await dialog.getByTestId('form-dialog-confirm').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('account-fees').getByText('Confirmed sheet').waitFor();
  await poll(async () => (await apiCall<Account>(page, '/bill/account/get')).creditLimit).toBe(0);

  // A confirmed sheet is charged: the balance goes below the limit.
  const suffix = Date.now().toString(36);
  const master = await makeMasterData(page, {
    yard: `E2E Bill yard ${suffix}`,
    kind: `E2E Bill oak ${suffix}`,
    customer: `E2E Bill buyer ${suffix}`,
  });
  const sheet = await makeStockIn(page, master, [{ dia: 24, qty: 3 }]);
  await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
  await poll(async () => (await apiCall<Account>(page, '/bill/account/get')).overdue).toBe(true);
  expect((await apiCall<Account>(page, '/bill/account/get')).balance).toBe(-10);

  // The overlay comes (identity's copy of the flag follows billing's event).
  await poll(() => overlayAfterReload(page)).toBe(true);
  await screenshot(page, 'billing-overdue');

  // Recharge from the overlay through the sandbox provider's page (WeChat Pay is not configured in
  // the test system, so its channel uses the sandbox, on there; Alipay's walk is the next test).
  await page.getByTestId('arrears-recharge').click();
  const recharge = page.locator('.p-dialog', { hasText: 'Payment channel' });
  await recharge.waitFor();
  await expect.poll(() => recharge.getByTestId('billing-balance').textContent()).toBe('-10.00');
  const { payment, providerPage: payPage } = await payHundred(page, recharge, 'wechat');
  await payPage.getByText('This is a test page (sandbox): no money moves.').waitFor();
  await payPage.locator('#pay').click();
  await payPage.getByText(/paid/i).first().waitFor();
  await payPage.close();
  // The dialog sees the payment paid and the overlay goes at once.
  await payment.waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByTestId('arrears-overlay').waitFor({ state: 'detached' });
  expect(await apiCall<Account>(page, '/bill/account/get')).toMatchObject({ balance: 90, overdue: false });
  await poll(() => overlayAfterReload(page)).toBe(false);
  // The dashboard's money figures.
  await page.goto('/dashboard');
  await page.getByTestId('dashboard-balance').getByText('90.00').waitFor();

  // The ledger report: the charge and the recharge, with the balance after each.
  await page.goto('/invoice/costRecord');
  await page.getByTestId('ledger-chart').waitFor();
  await page.getByRole('tab', { name: 'Detail' }).click();
  const detail = page.getByTestId('ledger-detail-table');
  const charge = detail.locator('tbody tr', { hasText: 'XF' }).first();
  await charge.waitFor();
  const businessNo = (await charge.locator('td').nth(2).textContent()) ?? '';
  expect(businessNo).toMatch(/^XF/);
  await expect.poll(() => detail.locator('tbody tr').first().textContent()).toContain('90.00');
  await screenshot(page, 'billing-ledger');

  // The ledger exported: the workbook holds the charge.
  const file = await download(page, () => page.getByTestId('ledger-export').click());
  expect(file.name).toMatch(/\.xlsx$/);
  expect(JSON.stringify(await workbookRows(file.path))).toContain(businessNo);

  // An invoice request over the consumption: total in cents, back to the report.
  await page.waitForTimeout(GUARD_MS);
  await page.getByTestId('ledger-invoice-request').click();
  await page.waitForURL('**/invoice/add');
  const orders = page.getByTestId('invoice-orders-table');
  const order = orders.locator('tbody tr', { hasText: businessNo });
  await order.waitFor();
  await order.locator('.p-checkbox').click();
  await expect
    .poll(() => page.getByTestId('invoice-total').textContent())
    .toBe(`1 selected, total ${sheetPrice.toLocaleString('en', { minimumFractionDigits: 2 })} yuan`);
  await page.getByTestId('invoice-submit').click();
  await page.getByText('Invoice request success').waitFor();
  await page.waitForURL('**/invoice/costRecord');
  await page.getByRole('tab', { name: 'Invoice requests' }).click();
  await page.getByTestId('invoice-table').locator('tbody tr', { hasText: 'Requested' }).first().waitFor();
  await screenshot(page, 'billing-invoices');

  // The operator (the demo tenant runs the platform here) issues it in the account centre, beside
  // the fee items: the number is required; the tenant then sees it issued under that number.
  const invoiceNo = `E2E-${suffix}`;
  const amount = sheetPrice.toLocaleString('en', { minimumFractionDigits: 2 });
  await page.goto('/user/account');
  const requests = page.getByTestId('operator-invoice-table');
  const request = requests.locator('tbody tr', { hasText: amount }).filter({ hasText: 'admin' }).last();
  await request.waitFor();
  await screenshot(page, 'billing-operator-invoices');
  await request.getByTestId('invoice-issue').click();
  const issue = page.locator('.p-dialog', { hasText: 'Issue invoice' });
  await issue.waitFor();
  await issue.getByTestId('form-dialog-confirm').click();
  await issue.getByText('This field is required').waitFor();
  await issue.locator('#invoice-issue-no').fill(invoiceNo);
  await issue.getByTestId('form-dialog-confirm').click();
  await page.getByText(`Invoice ${invoiceNo} issued`).waitFor();
  await issue.waitFor({ state: 'detached' });
  await page.goto('/invoice/costRecord');
  await page.getByRole('tab', { name: 'Invoice requests' }).click();
  const issued = page.getByTestId('invoice-table').locator('tbody tr', { hasText: invoiceNo });
  await issued.waitFor();
  await expect.poll(() => issued.getByTestId('invoice-status').textContent()).toBe('Issued');
  await screenshot(page, 'billing-invoice-issued');
}
