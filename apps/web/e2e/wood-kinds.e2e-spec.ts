import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, DEMO, launchBrowser, logIn, newPage, screenshot } from './support/browser';

describe('wood kinds master screen (spec §2 Master data, §5, §8)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('creates, edits and deletes a wood kind through the UI', async () => {
    const name = `E2E Oak ${Date.now().toString(36)}`;
    const renamed = `${name} B`;
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/woodType')}`);
    await page.getByTestId('wood-kinds-table').waitFor();
    const dialog = page.locator('.p-dialog');
    const filterByName = async (value: string) => {
      await page.locator('#filter-wood-kind-name').fill(value);
      await page.locator('#filter-wood-kind-name').press('Enter');
    };

    // Deleting with nothing selected warns.
    await page.getByTestId('wood-kind-delete-selected').click();
    await page.locator('.p-toast-message-warn').waitFor();

    // Add: the name is required.
    await page.getByTestId('wood-kind-add').click();
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#wood-kind-name-error').waitFor();
    await screenshot(page, 'wood-kinds-validation');
    await dialog.locator('#wood-kind-name').fill(name);
    await dialog.locator('#wood-kind-remark').fill('added by the browser test');
    // The confirm button ignores a repeated click within 1500 ms (spec §9).
    await page.waitForTimeout(1600);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await filterByName(name);
    const row = page.getByTestId('wood-kinds-table').locator('tbody tr', { hasText: name });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('table-total').textContent()).toBe('Total 1');

    // A duplicate name: the server refuses, its message shows and the dialog stays open.
    await page.getByTestId('wood-kind-add').click();
    await dialog.locator('#wood-kind-name').fill(name);
    await page.waitForTimeout(1600);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('.p-inline-message-error').waitFor();
    await screenshot(page, 'wood-kinds-duplicate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Edit.
    await row.getByTestId('wood-kind-edit').click();
    await expect.poll(() => dialog.locator('#wood-kind-name').inputValue()).toBe(name);
    await dialog.locator('#wood-kind-name').fill(renamed);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await filterByName(renamed);
    const renamedRow = page.getByTestId('wood-kinds-table').locator('tbody tr', { hasText: renamed });
    await renamedRow.waitFor();
    await expect.poll(() => page.getByTestId('table-total').textContent()).toBe('Total 1');
    await screenshot(page, 'wood-kinds-edited');

    // Delete selected, after confirming.
    await renamedRow.locator('.p-checkbox').click();
    await page.waitForTimeout(1600);
    await page.getByTestId('wood-kind-delete-selected').click();
    await page.locator('.p-confirm-dialog').waitFor();
    await page.locator('.p-confirm-dialog-accept').click();
    await page.locator('.p-toast-message-success').last().waitFor();
    await expect.poll(() => renamedRow.count()).toBe(0);
    await page.getByTestId('wood-kinds-table').getByText('No wood types yet').waitFor();
    await screenshot(page, 'wood-kinds-deleted');
    await context.close();
  });
});
