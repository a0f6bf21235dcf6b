import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage } from './support/browser';

/** One master-data Add dialog: where it is, its required field, and what else a save needs. */
interface AddDialog {
  path: string;
  table: string;
  add: string;
  required: string;
  fillRest?: (page: Page) => Promise<void>;
}

const DIALOGS: Record<string, AddDialog> = {
  warehouse: {
    path: '/info/warehouse',
    table: 'locations-table',
    add: 'location-add',
    required: 'location-name',
  },
  customer: {
    path: '/info/customer',
    table: 'customers-table',
    add: 'customer-add',
    required: 'customer-name',
  },
  'wood type': {
    path: '/info/woodType',
    table: 'wood-kinds-table',
    add: 'wood-kind-add',
    required: 'wood-kind-name',
  },
};

/**
 * Issue 22 items 1 and 9 (spec §8, §9): an Add dialog opens without errors; a required field's
 * error shows once the user leaves it or submits; after a refused submit, typing a valid value
 * and clicking Confirm once saves (the refused click is not taken for a repeated one).
 */
describe('form dialogs: errors after touch or submit, one Confirm after a correction', () => {
  const browser = browserForSuite();

  for (const [name, dialogOf] of Object.entries(DIALOGS)) {
    it(`${name}: no error on opening, error after leaving the field, one click saves after a refusal`, async () => {
      const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const { context, page } = await newPage(browser());
      await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent(dialogOf.path)}`);
      await page.getByTestId(dialogOf.table).waitFor();
      const dialog = page.locator('.p-dialog');
      const error = dialog.locator(`#${dialogOf.required}-error`);

      await page.getByTestId(dialogOf.add).click();
      await dialog.locator(`#${dialogOf.required}`).waitFor();
      // Item 9: nothing is wrong before the user has done anything (the dialog's opening focus included).
      await page.waitForTimeout(800);
      await expect.poll(() => dialog.locator('.p-error').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(dialogOf.required);
      // Leaving the empty required field shows its error.
      await page.keyboard.press('Tab');
      await error.waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Item 1: submit empty, type a valid value, one Confirm saves.
      await page.getByTestId(dialogOf.add).click();
      await dialog.locator(`#${dialogOf.required}`).waitFor();
      await expect.poll(() => error.count()).toBe(0);
      await dialog.getByTestId('form-dialog-confirm').click();
      await error.waitFor();
      await dialog.locator(`#${dialogOf.required}`).fill(`E2E ${name} ${suffix}`);
      await dialogOf.fillRest?.(page);
      await dialog.getByTestId('form-dialog-confirm').click();
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      await page.locator('.p-toast-message-success').last().waitFor();
      await context.close();
    });
  }
});
