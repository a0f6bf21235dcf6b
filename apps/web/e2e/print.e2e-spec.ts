import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, download } from './support/ui';

describe('printing a sheet (issue 16 printing; spec §2 "old print code", §7 getPrintData)', () => {
  const browser = browserForSuite();
  const suffix = Date.now().toString(36);

  it('prints an outbound sheet titled 出库单 in Chinese from the stock-out list, on paper without the app, and as a PDF', async () => {
    // A Chinese browser: the app starts in Chinese.
    const { context, page } = await newPage(browser(), { locale: 'zh-CN' });
    await logIn(page, DEMO.admin);
    const locationId = (
      await apiCall<{ id: string }>(page, '/location/save', { locationName: `E2E 打印场 ${suffix}` })
    ).id;
    const kindId = (await apiCall<{ id: string }>(page, '/wk/save', { woodKindName: `E2E 樟子松 ${suffix}` }))
      .id;
    const customerId = (
      await apiCall<{ id: string }>(page, '/cus/save', { customerName: `E2E 提货客户 ${suffix}` })
    ).id;
    const sheet = await apiCall<{ id: string; spu: string }>(page, '/stockOut/save', {
      date: '2026-11-20',
      standard: 'ch',
      locationId,
      kindId,
      supplier: customerId,
      vehicleLicense: 'JL8123',
      len: 4,
      diameters: [
        { dia: 24, qty: 5 },
        { dia: 30, qty: 4 },
        { dia: 36, len: 6, qty: 3 },
      ],
    });

    // The stock-out list, the sheet found by its number, its print button.
    await page.goto('/stock/deliver');
    await page.locator('#stock-out-filter-spu').fill(sheet.spu);
    await page.locator('#stock-out-filter-spu').press('Enter');
    const row = page.getByTestId('stock-out-table').locator('tr', { hasText: sheet.spu });
    await row.getByTestId('stock-out-print').click();
    await page.waitForURL(
      (url) => url.pathname === '/stock/printOut' && url.searchParams.get('id') === sheet.id,
    );

    const title = page.getByTestId('printed-title');
    await expect.poll(() => title.textContent(), { timeout: 15_000 }).toBe('出库单');
    const printed = page.getByTestId('printed-sheet');
    for (const value of [sheet.spu, 'JL8123', `E2E 提货客户 ${suffix}`, `E2E 樟子松 ${suffix}`, '提货人']) {
      await expect.poll(() => printed.textContent()).toContain(value);
    }
    // 4 m: 24 and 30 cm, then its subtotal; 6 m: 36 cm and its subtotal; the total of 12 logs
    const rows = page.getByTestId('printed-rows').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    await expect.poll(() => rows.nth(2).textContent()).toContain('小计（材长 4.0 m）');
    await expect.poll(() => page.getByTestId('printed-total').locator('td').nth(1).textContent()).toBe('12');
    await screenshot(page, 'print-outbound-sheet-zh');

    // On paper: the sheet alone, no menu, bars or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('print-toolbar').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('breadcrumb').isVisible()).toBe(false);
    await expect.poll(() => printed.isVisible()).toBe(true);
    await screenshot(page, 'print-outbound-sheet-zh-print-media');
    await page.emulateMedia({ media: 'screen' });

    // The same sheet as a PDF download.
    const pdf = await download(page, () => page.getByTestId('print-pdf').click());
    expect(pdf.name).toBe(`出库单-${sheet.spu}.pdf`);
    const bytes = readFileSync(pdf.path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansCJK/);
    await context.close();
  });
});
