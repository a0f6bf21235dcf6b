import { type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, pathOf, screenshot } from './support/browser';
import { choose, download, GUARD_MS, showHundredRows, workbookRows } from './support/ui';

async function acceptConfirmation(page: Page) {
  await page.locator('.p-confirm-dialog').waitFor();
  await page.locator('.p-confirm-dialog-accept').click();
  await page.locator('.p-toast-message-success').last().waitFor();
}

/** Ticks a node of the permission tree by its label. */
async function tick(dialog: Locator, label: string) {
  await dialog.locator('.p-treenode-content', { hasText: label }).first().locator('.p-checkbox').click();
}

async function confirmDialog(page: Page, dialog: Locator) {
  await page.waitForTimeout(GUARD_MS);
  await dialog.getByTestId('form-dialog-confirm').click();
}

/**
 * Issue 17's acceptance: as the administrator, a group with stock-in rights only and a user in it;
 * that user sees only those menus and routes; the group widened while they are logged in shows the
 * new screen on their next navigation; disabled, their next request is refused; the operation log
 * (tab Log and its workbook) holds each of these actions.
 */
describe('administrator users, permission groups and live permissions (issue 17; spec §2, §5, §6)', () => {
  const browser = browserForSuite();

  it('a stock-in-only group and its user, widened live, then disabled', async () => {
    const suffix = Date.now().toString(36).slice(-6);
    const groupName = `Stock-in ${suffix}`;
    const username = `si${suffix}`;
    const password = 'Stock123';
    const admin = await newPage(browser());
    const page = admin.page;
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/system/role?tab=Role')}`);
    const dialog = page.locator('.p-dialog');

    // Role tab: a group with the stock-in list only (the tree half-checks "Stock").
    const groups = page.getByTestId('perm-groups-table');
    await groups.locator('tbody tr').first().waitFor();
    await showHundredRows(page, groups);
    await groups.locator('tbody tr', { hasText: 'Yard clerks' }).waitFor();
    await page.getByTestId('perm-group-add').click();
    await confirmDialog(page, dialog);
    await dialog.locator('#perm-group-name-error').waitFor();
    await dialog.locator('#perm-group-name').fill(groupName);
    await tick(dialog, 'Stock-in list');
    await screenshot(page, 'accounts-group-form');
    await confirmDialog(page, dialog);
    await dialog.waitFor({ state: 'detached' });
    const groupRow = groups.locator('tbody tr', { hasText: groupName });
    await groupRow.waitFor();

    // User tab: a user of that group; a short password and a taken name are refused with a message.
    await page.getByTestId('accounts-tab-user').click();
    const users = page.getByTestId('system-users-table');
    await users.locator('tbody tr').first().waitFor();
    await showHundredRows(page, users);
    await users.locator('tbody tr', { hasText: 'clerk' }).waitFor();
    // §6: a super administrator's row cannot be edited, disabled or deleted in the list: its
    // buttons are disabled and say why
    const superRow = users.locator('tbody tr', { hasText: 'Super administrator' });
    for (const testId of ['system-user-edit', 'system-user-delete']) {
      await expect.poll(() => superRow.getByTestId(testId).isDisabled()).toBe(true);
    }
    await expect
      .poll(() => superRow.locator('[data-disabled-reason]').first().getAttribute('title'))
      .toBe('A super administrator cannot be edited, disabled or deleted here');
    await page.getByTestId('system-user-add').click();
    await dialog.locator('#system-user-username').fill('clerk');
    await dialog.locator('#system-user-realName').fill('Stock In');
    await dialog.locator('#system-user-phone').fill('13612340077');
    await choose(page, dialog.locator('.p-dropdown'), 'Ordinary user');
    await dialog.locator('.p-multiselect').click();
    await page.locator('.p-multiselect-panel .p-multiselect-item', { hasText: groupName }).click();
    // the panel's own close button: a click on the dialog may land on the panel, which opens
    // upward when the list is long (Escape would close the dialog too)
    await page.locator('.p-multiselect-panel .p-multiselect-close').click();
    await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
    await dialog.locator('#system-user-password').fill('abc');
    await dialog.locator('#system-user-confirm').fill('abc');
    await confirmDialog(page, dialog);
    await dialog.getByText('The password needs at least 6 characters').waitFor();
    await dialog.locator('#system-user-password').fill(password);
    await dialog.locator('#system-user-confirm').fill(password);
    await confirmDialog(page, dialog);
    await dialog.getByText('The user name "clerk" is already taken').waitFor();
    await dialog.locator('#system-user-username').fill(username);
    await confirmDialog(page, dialog);
    await dialog.waitFor({ state: 'detached' });
    const userRow = users.locator('tbody tr', { hasText: username });
    await userRow.waitFor();
    await expect.poll(() => userRow.textContent()).toContain(groupName);
    await screenshot(page, 'accounts-users');

    // The user logs in: only the stock-in list answers.
    const member = await newPage(browser());
    await logIn(member.page, { username, password });
    await member.page.getByTestId('default-password-warning').waitFor();
    await member.page.keyboard.press('Escape');
    await member.page.getByTestId('menu-/stock/entry').waitFor();
    await expect.poll(() => member.page.getByTestId('menu-/info/woodType').count()).toBe(0);
    await expect.poll(() => member.page.getByTestId('menu-/system/role').count()).toBe(0);
    await member.page.getByTestId('menu-/stock/entry').click();
    await member.page.waitForURL((url) => url.pathname === '/stock/entry');
    await member.page.goto('/info/woodType');
    await member.page.waitForURL((url) => url.pathname === '/401');
    await member.page.goto('/stock/entry');
    await member.page.getByTestId('menu-/stock/entry').waitFor();

    // Widened while the user is logged in: the next navigation shows the new screen.
    await page.getByTestId('accounts-tab-role').click();
    await showHundredRows(page, groups);
    await groupRow.getByTestId('perm-group-edit').click();
    await tick(dialog, 'Wood types');
    await confirmDialog(page, dialog);
    await dialog.waitFor({ state: 'detached' });
    await member.page.getByTestId('sidebar-logo').click();
    await member.page.getByTestId('menu-/info/woodType').waitFor();
    await member.page.getByTestId('menu-/info/woodType').click();
    await member.page.waitForURL((url) => url.pathname === '/info/woodType');
    await member.page.getByTestId('wood-kinds-table').waitFor();
    await screenshot(member.page, 'accounts-widened-live');

    // A group in use cannot be deleted.
    await page.waitForTimeout(GUARD_MS);
    await groupRow.getByTestId('perm-group-delete').click();
    await page.locator('.p-confirm-dialog-accept').click();
    await page.locator('.p-toast-message-error', { hasText: 'still assigned to 1 user' }).waitFor();

    // Disabled: the user's next request is refused and they are back at the login.
    await page.getByTestId('accounts-tab-user').click();
    await showHundredRows(page, users);
    await userRow.getByTestId('system-user-status').click();
    await expect.poll(() => userRow.getByTestId('system-user-status-text').textContent()).toBe('Disabled');
    await member.page.getByTestId('menu-/stock/entry').click();
    await member.page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(member.page)).toContain('/login');
    await member.context.close();

    // Deleted after a confirmation, then its group goes too.
    await page.waitForTimeout(GUARD_MS);
    await userRow.getByTestId('system-user-delete').click();
    await acceptConfirmation(page);
    await expect.poll(() => userRow.count()).toBe(0);
    await page.getByTestId('accounts-tab-role').click();
    await showHundredRows(page, groups);
    await page.waitForTimeout(GUARD_MS);
    await groupRow.getByTestId('perm-group-delete').click();
    await acceptConfirmation(page);
    await expect.poll(() => groupRow.count()).toBe(0);

    // Log tab: every one of these actions, once each (refused ones not at all), and the workbook.
    await page.getByTestId('accounts-tab-log').click();
    const log = page.getByTestId('operation-log-table');
    const logged = (text: string) => log.getByTestId('operation-log-operation').filter({ hasText: text });
    await choose(page, log.locator('.p-dropdown').first(), /^Added user/);
    // the entries come from the services' events: search again until they are in
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(GUARD_MS);
          await page.getByRole('button', { name: 'Search' }).click();
          return logged(`Added user: ${username}`).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    // the list shown before the search had them all: only the chosen operation is left
    await expect.poll(() => logged('Saved permission group').count()).toBe(0);
    await expect.poll(() => logged(`Added user: ${username}`).count()).toBe(1);
    await screenshot(page, 'accounts-log');
    await page.waitForTimeout(GUARD_MS);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.locator('#operation-log-filter-operator').fill('admin');
    await page.waitForTimeout(GUARD_MS);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => logged(`Saved permission group: ${groupName}`).count()).toBe(2);
    const exported = await download(page, () => page.getByTestId('operation-log-export').click());
    expect(exported.name).toMatch(/^operation-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await workbookRows(exported.path);
    expect(header).toEqual(['Operator', 'Operation time', 'IP', 'Operation']);
    const operations = rows.map((row) => String(row[3]));
    const times = (text: string) => operations.filter((operation) => operation === text).length;
    expect(times(`Saved permission group: ${groupName}`)).toBe(2); // added, then widened
    expect(times(`Added user: ${username}`)).toBe(1); // the refused tries left nothing
    expect(operations.some((operation) => operation.startsWith('Disabled user (ID '))).toBe(true);
    expect(operations.some((operation) => operation.startsWith('Deleted user (ID '))).toBe(true);
    expect(operations.some((operation) => operation.startsWith('Deleted permission group (ID '))).toBe(true);
    expect(rows.every((row) => row[0] === 'admin' && row[1] instanceof Date && row[2] !== '')).toBe(true);
    await admin.context.close();
  });
});
