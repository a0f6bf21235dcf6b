import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { GUARD_MS } from './support/ui';

async function filterBy(page: Page, inputId: string, value: string) {
  await page.locator(`#${inputId}`).fill(value);
  await page.locator(`#${inputId}`).press('Enter');
}

async function acceptConfirmation(page: Page) {
  await page.locator('.p-confirm-dialog').waitFor();
  await page.locator('.p-confirm-dialog-accept').click();
  await page.locator('.p-toast-message-success').last().waitFor();
}

describe('master data screens (issue 5 §1; spec §2 Master data, §5, §8)', () => {
  const browser = browserForSuite();

  it('creates, edits and deletes a location and a customer (customer number locked)', async () => {
    const suffix = Date.now().toString(36);
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/warehouse')}`);
    const dialog = page.locator('.p-dialog');

    // Location: add (name required once trimmed), edit, delete after confirming.
    const locations = page.getByTestId('locations-table');
    await locations.waitFor();
    await page.getByTestId('location-add').click();
    await dialog.locator('#location-name').fill('   ');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#location-name-error').waitFor();
    await dialog.locator('#location-name').fill(`  E2E Yard ${suffix} `);
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await filterBy(page, 'filter-location-name', `E2E Yard ${suffix}`);
    const location = locations.locator('tbody tr', { hasText: `E2E Yard ${suffix}` });
    await location.waitFor();
    await location.getByTestId('location-edit').click();
    await dialog.locator('#location-remark').fill('north gate');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await locations.locator('tbody tr', { hasText: 'north gate' }).waitFor();
    await screenshot(page, 'master-data-location');
    await location.getByTestId('location-delete').click();
    await acceptConfirmation(page);
    await expect.poll(() => location.count()).toBe(0);

    // Customer: the server gives the number; editing shows it read-only.
    await page.goto('/info/customer');
    const customers = page.getByTestId('customers-table');
    await customers.waitFor();
    await page.getByTestId('customer-add').click();
    await expect.poll(() => dialog.locator('#customer-no').count()).toBe(0);
    await dialog.locator('#customer-name').fill(`E2E Buyer ${suffix}`);
    await dialog.locator('#customer-phone').fill('1234');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#customer-phone-error').waitFor();
    await dialog.locator('#customer-phone').fill('13912340000');
    await dialog.locator('#customer-email').fill(`buyer-${suffix}@example.com`);
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await filterBy(page, 'filter-customer-name', `E2E Buyer ${suffix}`);
    const customer = customers.locator('tbody tr', { hasText: `E2E Buyer ${suffix}` });
    await customer.waitFor();
    const customerNo = (await customer.locator('td').nth(2).textContent()) ?? '';
    expect(customerNo).toMatch(/^C\d{4,}$/);
    await customer.getByTestId('customer-edit').click();
    await expect.poll(() => dialog.locator('#customer-no').inputValue()).toBe(customerNo);
    expect(await dialog.locator('#customer-no').isEditable()).toBe(false);
    await dialog.locator('#customer-name').fill(`E2E Buyer ${suffix} B`);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    const renamed = customers.locator('tbody tr', { hasText: `E2E Buyer ${suffix} B` });
    await renamed.waitFor();
    await expect.poll(() => renamed.locator('td').nth(2).textContent()).toBe(customerNo);
    await screenshot(page, 'master-data-customer');
    await renamed.locator('.p-checkbox').click();
    await page.getByTestId('customer-delete-selected').click();
    await acceptConfirmation(page);
    await expect.poll(() => renamed.count()).toBe(0);
    await context.close();
  });

  it("toggles a wood spec's hot flag and deletes all diameter ranges after confirming", async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/woodLen')}`);
    const specs = page.getByTestId('wood-specs-table');
    await specs.waitFor();
    await filterBy(page, 'filter-wood-spec-no', '2.5');
    const row = specs.locator('tbody tr', { hasText: '2.5' });
    await row.waitFor();
    const hot = row.getByTestId('wood-spec-hot');
    const before = (await hot.getAttribute('class'))?.includes('p-highlight') ?? false;
    await hot.click();
    await page.locator('.p-toast-message-success').last().waitFor();
    await expect
      .poll(async () => (await hot.getAttribute('class'))?.includes('p-highlight') ?? false)
      .toBe(!before);
    await page.reload();
    await filterBy(page, 'filter-wood-spec-no', '2.5');
    await expect
      .poll(async () =>
        (await specs.getByTestId('wood-spec-hot').first().getAttribute('class'))?.includes('p-highlight'),
      )
      .toBe(!before);
    await screenshot(page, 'master-data-wood-spec-hot');

    await page.goto('/info/diamSort');
    const ranges = page.getByTestId('diameter-ranges-table');
    await ranges.locator('tbody tr').first().waitFor();
    await page.getByTestId('diameter-range-delete-all').click();
    await page.locator('.p-confirm-dialog').waitFor();
    await page.locator('.p-confirm-dialog-reject').click();
    await expect.poll(() => ranges.getByText('No diameter ranges yet').count()).toBe(0);
    await page.waitForTimeout(GUARD_MS);
    await page.getByTestId('diameter-range-delete-all').click();
    await acceptConfirmation(page);
    await ranges.getByText('No diameter ranges yet').waitFor();
    await screenshot(page, 'master-data-ranges-deleted');
    await context.close();
  });
});
