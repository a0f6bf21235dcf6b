import { type Locator, type Page } from 'playwright-core';
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

/** Fills a PrimeReact password field (the input inside it). */
const fillPassword = (dialog: Locator, id: string, value: string) => dialog.locator(`#${id}`).fill(value);

describe('device accounts and cameras (issue 6 §1; spec §2, §5, §8)', () => {
  const browser = browserForSuite();

  it('adds, edits, disables and deletes an app user', async () => {
    const suffix = Date.now().toString(36).slice(-6);
    const username = `e2e${suffix}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/appUser')}`);
    const table = page.getByTestId('app-user-table');
    await table.locator('tbody tr', { hasText: 'driver01' }).waitFor();
    const dialog = page.locator('.p-dialog');

    // Add: every field checked (§5), the confirmation must match.
    await page.getByTestId('app-user-add').click();
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#app-user-username-error').waitFor();
    await dialog.locator('#app-user-phone-error').waitFor();
    await dialog.locator('#app-user-username').fill(username);
    await dialog.locator('#app-user-realName').fill('E2E Driver');
    await dialog.locator('#app-user-phone').fill('13612345678');
    await fillPassword(dialog, 'app-user-password', 'Driver123');
    await fillPassword(dialog, 'app-user-confirm', 'Driver124');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#app-user-confirm-error').waitFor();
    await fillPassword(dialog, 'app-user-confirm', 'Driver123');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await filterBy(page, 'app-user-filter-username', username);
    const row = table.locator('tbody tr', { hasText: username });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('app-user-status-text').textContent()).toBe('Enabled');

    // A taken name: the server's message shows in the dialog, which stays open (§8).
    await page.getByTestId('app-user-add').click();
    await dialog.locator('#app-user-username').fill('DRIVER01');
    await dialog.locator('#app-user-realName').fill('Twin');
    await dialog.locator('#app-user-phone').fill('13612345679');
    await fillPassword(dialog, 'app-user-password', 'Driver123');
    await fillPassword(dialog, 'app-user-confirm', 'Driver123');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.getByText('The app user name "DRIVER01" is already taken').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Edit without a password: the password fields may stay empty.
    await row.getByTestId('app-user-edit').click();
    await dialog.getByTestId('app-user-password-hint').waitFor();
    await dialog.locator('#app-user-realName').fill('E2E Driver B');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await table.locator('tbody tr', { hasText: 'E2E Driver B' }).waitFor();

    // Disable: the row changes once the server agreed.
    await row.getByTestId('app-user-status').click();
    await expect.poll(() => row.getByTestId('app-user-status-text').textContent()).toBe('Disabled');
    await screenshot(page, 'app-users-disabled');

    // Delete selected: a warning with nothing selected, then a confirmation.
    await page.waitForTimeout(GUARD_MS);
    await page.getByTestId('app-user-delete-selected').click();
    await page.locator('.p-toast-message-warn').last().waitFor();
    await row.locator('.p-checkbox').click();
    await page.waitForTimeout(GUARD_MS);
    await page.getByTestId('app-user-delete-selected').click();
    await acceptConfirmation(page);
    await expect.poll(() => row.count()).toBe(0);
    await table.getByText('No app users yet').waitFor();
    await context.close();
  });

  it('lists device users and switches one off and on', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/info/deviceUser')}`);
    const row = page.getByTestId('device-user-table').locator('tbody tr', { hasText: 'yard01' });
    await row.waitFor();
    const text = row.getByTestId('device-user-status-text');
    const before = await text.textContent();
    await row.getByTestId('device-user-status').click();
    await expect.poll(() => text.textContent()).not.toBe(before);
    await row.getByTestId('device-user-status').click();
    await expect.poll(() => text.textContent()).toBe(before);
    await screenshot(page, 'device-users');
    await context.close();
  });

  it('adds a camera, edits its number in place, imports a csv with a report, deletes', async () => {
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const cameraNo = `C${suffix}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/device/cameraList')}`);
    const table = page.getByTestId('cameras-table');
    await table.waitFor();
    const dialog = page.locator('.p-dialog');

    // Add: §5 rules checked in the form; only H.265 is offered.
    await page.getByTestId('camera-add').click();
    await dialog.locator('#camera-ip').fill('192.168.1.300');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#camera-channelNO-error').waitFor();
    await dialog.locator('#camera-ip-error').waitFor();
    await dialog.locator('#camera-adminPwd-error').waitFor();
    await dialog.locator('#camera-channelNO').fill('101');
    await dialog.locator('#camera-cameraNO').fill(cameraNo);
    await dialog.locator('#camera-ip').fill('192.168.1.64');
    await fillPassword(dialog, 'camera-adminPwd', 'Hik12345');
    await expect.poll(() => dialog.locator('.p-dropdown').textContent()).toContain('H.265');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await filterBy(page, 'camera-filter-number', cameraNo);
    const row = table.locator('tbody tr', { hasText: cameraNo });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('rtsp://192.168.1.64:554/Streaming/Channels/101');

    // Double click the number, type a new one, Enter: saved.
    const renamed = `${cameraNo}X`;
    await row.locator('.editable-cell').dblclick();
    const editor = table.locator('tbody td input');
    await editor.fill(renamed);
    await editor.press('Enter');
    await page.locator('.p-toast-message-success').last().waitFor();
    await filterBy(page, 'camera-filter-number', renamed);
    const renamedRow = table.locator('tbody tr', { hasText: renamed });
    await renamedRow.waitFor();
    await screenshot(page, 'cameras-renamed');

    // Import: a file with a bad row imports nothing and lists the problem; fixed, it imports.
    const header = 'channelNO,cameraNO,ip,rtspPort,codec';
    const csv = (rows: string[]) => ({
      name: 'cameras.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    await page.getByTestId('camera-import').click();
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#camera-import-password-error').waitFor();
    await fillPassword(dialog, 'camera-import-password', 'Hik12345');
    await page
      .getByTestId('camera-import-file')
      .setInputFiles(csv([`1,I${suffix}1,10.0.0.1,554,H.265`, `2,I${suffix}2,10.0.0.2,554,H.264`]));
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    const report = page.getByTestId('camera-import-report');
    await report.getByText('only H.265 is offered').waitFor();
    await expect.poll(() => report.textContent()).toContain('1 row has a problem: nothing was imported');
    await screenshot(page, 'cameras-import-report');
    await report.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByTestId('camera-import-file')
      .setInputFiles(csv([`1,I${suffix}1,10.0.0.1,554,H.265`, `2,I${suffix}2,10.0.0.2,554,H.265`]));
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await page.locator('.p-toast-message-success', { hasText: '2 cameras imported' }).waitFor();
    // The closing dialog gives the focus back to the Import button: filter once it is gone.
    await dialog.waitFor({ state: 'detached' });
    await filterBy(page, 'camera-filter-number', `I${suffix}`);
    await expect.poll(() => table.locator('tbody tr', { hasText: `I${suffix}` }).count()).toBe(2);

    // Delete after confirming.
    await filterBy(page, 'camera-filter-number', renamed);
    await renamedRow.getByTestId('camera-delete').click();
    await acceptConfirmation(page);
    await expect.poll(() => renamedRow.count()).toBe(0);
    await context.close();
  });
});
