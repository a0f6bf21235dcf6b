import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { choose, GUARD_MS } from './support/ui';

async function acceptConfirmation(page: Page) {
  await page.locator('.p-confirm-dialog').waitFor();
  await page.locator('.p-confirm-dialog-accept').click();
  await page.locator('.p-toast-message-success').last().waitFor();
}

describe('device list and device log (issue 6 §1; spec §2 Devices and cameras, §4 device on/off)', () => {
  const browser = browserForSuite();

  it('adds a device, renames it by double click, sets its standards, switches it, shows a QR code, revokes and deletes it', async () => {
    const deviceNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/device/list')}`);
    const table = page.getByTestId('devices-table');
    await table.locator('tbody tr', { hasText: 'D-1001' }).waitFor();
    const dialog = page.locator('.p-dialog');

    // Add: number, name, type and a standard are required; the number is letters, digits and hyphens.
    await page.getByTestId('device-add').click();
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.locator('#device-no-error').waitFor();
    await dialog.locator('#device-name-error').waitFor();
    await dialog.locator('#device-type-error').waitFor();
    await dialog.locator('#device-standards-error').waitFor();
    await dialog.locator('#device-no').fill('x');
    await dialog.locator('#device-no').blur();
    await dialog.locator('#device-no-error').getByText('2 to 20 letters or digits').waitFor();
    await dialog.locator('#device-no').fill(deviceNo.toLowerCase());
    await expect.poll(() => dialog.locator('#device-no').inputValue()).toBe(deviceNo);
    await dialog.locator('#device-name').fill('Browser scanner');
    await choose(
      page,
      dialog.locator('.p-dropdown', { has: page.locator('#device-type') }),
      /^Handheld caliper ·/,
    );
    await dialog.getByTestId('standard-ch').click();
    await screenshot(page, 'devices-add');
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await page.locator('#filter-device-no').fill(deviceNo);
    await page.locator('#filter-device-no').press('Enter');
    const row = table.locator('tbody tr', { hasText: deviceNo });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('table-total').textContent()).toBe('Total 1');
    await expect.poll(() => row.getByTestId('device-credential').textContent()).toBe('Not enrolled');

    // Rename by double click; Enter saves, and the row shows the name once the server took it.
    await row.getByTestId('device-name-cell').locator('.editable-cell').dblclick();
    const nameInput = row.getByTestId('device-name-cell').locator('input');
    await nameInput.fill('Renamed scanner');
    await nameInput.press('Enter');
    await page.locator('.p-toast-message-success').last().waitFor();
    await row.getByTestId('device-name-cell').getByText('Renamed scanner').waitFor();

    // Settings: tick one more standard; none ticked cannot be saved.
    await row.getByTestId('device-settings').click();
    await dialog.getByTestId('standard-ch').click();
    await expect.poll(() => dialog.getByTestId('form-dialog-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('standard-ch').click();
    await dialog.getByTestId('standard-rus_stp').click();
    await screenshot(page, 'devices-settings');
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('device-standards-cell').textContent()).toBe('chrus_stp');

    // Switch off: the switch follows the server.
    const status = row.getByTestId('device-status');
    await expect.poll(() => status.getAttribute('class')).toContain('p-highlight');
    await status.click();
    await page.locator('.p-toast-message-success').last().waitFor();
    await expect.poll(async () => (await status.getAttribute('class'))?.includes('p-highlight')).toBe(false);

    // Revoke asks first, then says how many credentials ended (none: it never enrolled).
    await row.getByTestId('device-revoke').click();
    await acceptConfirmation(page);

    // Delete asks first; the log keeps the device.
    await row.getByTestId('device-delete').click();
    await acceptConfirmation(page);
    await expect.poll(() => row.count()).toBe(0);

    // The QR dialog of a seeded device (ingest knows it): a one-time code, its expiry and a QR code.
    await page.locator('#filter-device-no').fill('D-1002');
    await page.locator('#filter-device-no').press('Enter');
    const seeded = table.locator('tbody tr', { hasText: 'D-1002' });
    await seeded.getByTestId('device-qr').click();
    const qr = page.getByTestId('device-qr-dialog');
    await qr.getByTestId('device-qr-code').waitFor();
    await expect
      .poll(async () => (await qr.getByTestId('device-enrol-code').inputValue()).length)
      .toBeGreaterThanOrEqual(8);
    await expect.poll(() => qr.getByTestId('device-enrol-expiry').textContent()).toMatch(/^Valid until /);
    await screenshot(page, 'devices-qr');
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'detached' });

    // The device log: the changes, newest first, filtered by their creator.
    await page.goto('/device/log');
    const log = page.getByTestId('device-log-table');
    await log.locator('tbody tr').first().waitFor();
    await choose(
      page,
      page.locator('.p-dropdown', { has: page.locator('#filter-device-log-creator') }),
      'admin',
    );
    await page.getByRole('button', { name: 'Search' }).click();
    // (The revocation's line comes from ingest's event, so its place among them may vary.)
    const lines = log.locator('tbody tr', { hasText: deviceNo });
    const texts = async () => (await lines.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    await expect
      .poll(texts)
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Deleted the device'),
          expect.stringContaining('Switched off'),
          expect.stringContaining('Standards changed from ch to ch,rus_stp'),
          expect.stringContaining('Renamed from “Browser scanner” to “Renamed scanner”'),
          expect.stringContaining('Added the device (standards ch)'),
        ]),
      );
    const order = (await texts()).filter((text) => !text.includes('Credentials revoked'));
    expect(order[0]).toContain('Deleted the device');
    expect(order.at(-1)).toContain('Added the device');
    await screenshot(page, 'devices-log');
    await context.close();
  });
});
