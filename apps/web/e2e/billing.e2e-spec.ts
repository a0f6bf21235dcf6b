import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, download, GUARD_MS, makeMasterData, makeStockIn, poll, workbookRows } from './support/ui';

// Issue 18's acceptance walk, as a new user would: the operator (the demo tenant's administrator)
// sets the fee items in the account centre, a confirmed sheet is charged, the balance falls below
// the credit limit (the overlay comes), a recharge through the sandbox provider's page lifts it (the
// overlay goes), an invoice is requested for the consumption, and the ledger is exported. The demo
// tenant's prices and credit limit are put back afterwards.

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

describe('money: fees, charges, arrears, recharge, invoice, ledger (issue 18 acceptance)', () => {
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
  });
});

/** The acceptance walk itself, as the demo tenant's administrator (the operator). */
async function walk(page: Page, before: Account): Promise<void> {
  const context = page.context();
  expect(before.overdue).toBe(false);
  // One sheet costs what is left and 10.00 more; no credit: the account falls into arrears.
  const sheetPrice = Math.round((before.balance + 10) * 100) / 100;

  // The operator sets the fee items in the account centre.
  await page.goto('/user/account');
  expect(await page.getByTestId('account-customer-no').textContent()).toBe('T0001');
  await page.getByTestId('account-fees-edit').click();
  const dialog = page.locator('.p-dialog');
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

  // Recharge from the overlay through the sandbox provider's page.
  await page.getByTestId('arrears-recharge').click();
  const recharge = page.locator('.p-dialog', { hasText: 'Payment channel' });
  await recharge.waitFor();
  expect(await recharge.getByTestId('billing-balance').textContent()).toBe('-10.00');
  await typeNumber(page, '#recharge-amount', '100');
  await recharge.locator('label[for=recharge-agree]').click();
  await recharge.getByTestId('form-dialog-confirm').click();
  const payment = page.getByTestId('payment-dialog');
  await payment.waitFor();
  expect(await payment.textContent()).toContain('Pay 100.00 yuan');
  const [payPage] = await Promise.all([
    context.waitForEvent('page'),
    payment.getByTestId('payment-link').click(),
  ]);
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
  expect(await detail.locator('tbody tr').first().textContent()).toContain('90.00');
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
  expect(await page.getByTestId('invoice-total').textContent()).toBe(
    `1 selected, total ${sheetPrice.toLocaleString('en', { minimumFractionDigits: 2 })} yuan`,
  );
  await page.getByTestId('invoice-submit').click();
  await page.getByText('Invoice request success').waitFor();
  await page.waitForURL('**/invoice/costRecord');
  await page.getByRole('tab', { name: 'Invoice requests' }).click();
  await page.getByTestId('invoice-table').locator('tbody tr', { hasText: 'Requested' }).first().waitFor();
  await screenshot(page, 'billing-invoices');
}
