import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_ACCEPTANCE } from '../src/test/volume-acceptance';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The volume CLI's answer (issue 4 §3): `npm run --silent volume -- <std> <class> <len>`. */
const cli = (standard: string, diameterClass: string, length: string): string =>
  execFileSync('npm', ['run', '--silent', 'volume', '--', standard, diameterClass, length], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

const EXPECTED = CALCULATOR_ACCEPTANCE.expected;

describe('volume tools (issue 4 §4; spec §2 Dashboard, Statistics and tools)', () => {
  const browser = browserForSuite();

  it('dashboard calculator: long 32, short 30, len 6 shows what the volume CLI gives', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('open-volume-calculator').click();
    const dialog = page.locator('.p-dialog');
    await dialog.getByTestId('volume-calculator').waitFor();
    // Non-numeric characters are stripped as typed; at most 6 characters.
    await dialog.locator('#volume-calc-long').pressSequentially('3x2');
    await dialog.locator('#volume-calc-short').pressSequentially('30');
    await dialog.locator('#volume-calc-len').pressSequentially('6');
    await expect.poll(() => dialog.locator('#volume-calc-long').inputValue()).toBe('32');
    for (const [standard, [diameterClass, volume]] of Object.entries(EXPECTED)) {
      await expect
        .poll(() => dialog.getByTestId(`volume-calc-class-${standard}`).textContent())
        .toBe(diameterClass);
      await expect
        .poll(() => dialog.getByTestId(`volume-calc-volume-${standard}`).textContent())
        .toBe(volume);
      expect(cli(standard, diameterClass, '6')).toBe(volume);
    }
    // The rule applied shows on hover.
    await dialog.getByTestId('volume-calc-volume-rus_stp').hover();
    await page
      .locator('.volume-calc-tooltip', { hasText: 'GOST 2708-75 table 1, mean of 30 and 32 cm' })
      .waitFor();
    await screenshot(page, 'volume-calculator');
    await context.close();
  });

  it('manual calculator and standards comparison', async () => {
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/stock/calculator')}`);
    await page.getByTestId('manual-calculator').waitFor();
    await expect.poll(() => page.locator('input[id^="calc-count-"]').count()).toBe(30);
    await page.locator('#calc-length').fill('6');
    await page.locator('#calc-count-30').pressSequentially('2a');
    await page.locator('#calc-count-32').fill('1');
    await expect.poll(() => page.getByTestId('calc-total-logs').textContent()).toBe('3');
    // The user's first standard (ch): 2 x 0.549 + 0.619.
    await expect.poll(() => page.getByTestId('calc-total-volume').textContent()).toBe('1.717');
    await screenshot(page, 'manual-calculator');
    await page.getByTestId('calc-reset').click();
    await page.locator('.p-confirm-dialog-accept').click();
    await expect.poll(() => page.getByTestId('calc-total-logs').textContent()).toBe('0');

    await page.getByTestId('menu-/stock/compare').click();
    await page.getByTestId('standards-comparison').waitFor();
    await page.getByTestId('compare-paste').click();
    await page.locator('#compare-paste-lines').fill('30 32 6 2\n20 4 1');
    await page.getByTestId('form-dialog-confirm').click();
    await expect.poll(() => page.getByTestId('comparison-row').count()).toBe(2);
    await page.locator('label[for="compare-std-ch_gd"]').click();
    const table = page.getByTestId('comparison-table');
    await expect.poll(() => table.getByTestId('compare-volume-ch').first().textContent()).toBe('1.238');
    await expect
      .poll(() => table.getByTestId('compare-volume-ch_gd').first().getAttribute('class'))
      .toContain('comparison-diff');
    await screenshot(page, 'standards-comparison');
    const download = page.waitForEvent('download');
    await page.getByTestId('compare-export').click();
    expect((await download).suggestedFilename()).toMatch(/^standards-comparison-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await context.close();
  });
});
