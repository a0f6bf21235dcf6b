import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { closeConnections, DeviceClient, enrol } from '../../../tools/device-simulator/device-client';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { acceptPrompt, apiCall, GUARD_MS, makeMasterData, makeStockIn, poll } from './support/ui';

const DAY_MS = 86_400_000;

/** A small picture a device might send (a data address, drawn by the browser). */
const PICTURE =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='40' height='30'><rect width='40' height='30' fill='%23a0522d'/><circle cx='20' cy='15' r='10' fill='%23deb887'/></svg>";

/** The system's database: what no screen can do (let stock grow old) is done there. */
function database(): Client {
  const url = process.env.E2E_ADMIN_URL;
  if (!url) {
    throw new Error('E2E_ADMIN_URL (the database of the system under test) is required: npm run e2e sets it');
  }
  return new Client({ connectionString: url });
}

describe('statistics, stock-age warning, PDF guide and device pictures (issue 20 acceptance)', () => {
  const browser = browserForSuite();
  afterAll(closeConnections);

  it("shows yesterday's statistics, fires an age rule, opens the Russian guide, reports a device picture as wrong", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin);
    const master = await makeMasterData(page, {
      yard: `Stats yard ${stamp}`,
      kind: `Stats oak ${stamp}`,
      customer: `Stats buyer ${stamp}`,
    });
    const sheet = await makeStockIn(page, master, [
      { dia: 30, qty: 3 },
      { dia: 36, qty: 2 },
    ]);
    await apiCall(page, `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });

    // Yesterday's statistics, seen tomorrow: the browser's clock a day ahead, the day picked back.
    const tomorrow = new Date(Date.now() + DAY_MS);
    const later = await newPage(browser());
    await later.context.clock.setFixedTime(tomorrow);
    await logIn(later.page, DEMO.admin, `/login?redirect=${encodeURIComponent('/stock/statistics')}`);
    const table = later.page.getByTestId('stats-table');
    await table.getByText('No sheets were confirmed on this day').waitFor();
    await later.page.locator('#stats-day').click();
    const panel = later.page.locator('.p-datepicker');
    if (new Date().getMonth() !== tomorrow.getMonth()) {
      await panel.locator('.p-datepicker-prev').click();
    }
    await panel
      .locator('td:not(.p-datepicker-other-month) > span:not(.p-disabled)', {
        hasText: new RegExp(`^${new Date().getDate()}$`),
      })
      .click();
    await later.page.getByRole('button', { name: 'Search' }).click();
    const row = table.locator('tbody tr', { hasText: `Stats oak ${stamp}` });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`Stats buyer ${stamp}`);
    await row.getByTestId('stats-breakdown-open').click();
    const breakdown = later.page.getByTestId('stats-breakdown');
    await breakdown.getByTestId('diameter-rows').locator('tbody tr').first().waitFor();
    const rows = breakdown.getByTestId('diameter-rows').locator('tbody tr');
    const cells = async (index: number) =>
      (await rows.nth(index).locator('td').allTextContents()).slice(0, 3);
    await expect.poll(() => rows.count()).toBe(2);
    expect([await cells(0), await cells(1)]).toEqual([
      ['30', '4', '3'],
      ['36', '4', '2'],
    ]);
    await screenshot(later.page, 'stats-yesterday');
    await later.context.close();

    // The logs of the sheet lay in the yard for seven months (what only time does): the day their
    // age counts from, their sheet's date when they came in (issue 35), moves seven months back.
    const db = database();
    await db.connect();
    try {
      await db.query(
        `update inventory.stock_pieces set age_day = (current_date - interval '7 months')::date
          where in_sheet_id = $1`,
        [sheet.id],
      );
    } finally {
      await db.end();
    }

    // The dashboard's stock-age panel: a rule of zero months is refused with a clear message,
    // then a rule of 6 months fires for the yard's row.
    await page.goto('/dashboard');
    const agePanel = page.getByTestId('stock-age-panel');
    await agePanel.waitFor();
    await expect
      .poll(() => agePanel.getByTestId('stock-age-basis').textContent())
      .toContain('counts from the date of its stock-in sheet');
    const rulesBefore = await apiCall<{ total: number }>(page, '/invalarm/page', { page: 1 });
    await agePanel.getByText('Add rule').click();
    await agePanel.locator('#stock-age-minimum').fill('5');
    await agePanel.locator('#stock-age-months').fill('0');
    await agePanel.getByTestId('stock-age-save').click();
    await expect
      .poll(() => agePanel.getByTestId('stock-age-months-error').textContent())
      .toBe('Enter a whole number of months from 1 to 120');
    expect((await apiCall<{ total: number }>(page, '/invalarm/page', { page: 1 })).total).toBe(
      rulesBefore.total,
    );
    await agePanel.locator('#stock-age-months').fill('6');
    await page.waitForTimeout(GUARD_MS);
    await agePanel.getByTestId('stock-age-save').click();
    await page.getByText(/Rule added: it fires for [1-9]\d* stock rows? now/).waitFor();
    const aged = agePanel
      .getByTestId('stock-age-alarms')
      .locator('tbody tr', { hasText: `Stats yard ${stamp}` });
    await aged.waitFor();
    await expect.poll(() => aged.getByTestId('stock-age-aged').textContent()).toBe('5 / 5');
    await screenshot(page, 'stock-age-panel');

    // The dashboard's charts drawn by ApexCharts (issue 35), loaded as they scroll into view: the
    // 30 days in and out as two series, the stock by wood kind with this oak's slice and its share.
    const movement = page.getByTestId('chart-movement');
    await movement.scrollIntoViewIfNeeded();
    await movement.locator('.apexcharts-canvas').waitFor();
    await expect.poll(() => movement.locator('.apexcharts-area-series .apexcharts-series').count()).toBe(2);
    await expect
      .poll(() => movement.locator('.apexcharts-legend-text').allTextContents())
      .toEqual(['Inbound', 'Outbound']);
    const byKind = page.getByTestId('chart-by-kind');
    await byKind.locator('.apexcharts-canvas').waitFor();
    await expect
      .poll(() => byKind.locator('.apexcharts-legend-text').allTextContents())
      .toContain(`Stats oak ${stamp}`);
    expect(await byKind.locator('.apexcharts-pie-area').count()).toBeGreaterThan(0);
    // the pointer on a point of the first slice's ring (the donut's hole covers its middle)
    const onSlice = await byKind
      .locator('.apexcharts-pie-area')
      .first()
      .evaluate((slice) => {
        const box = slice.getBoundingClientRect();
        for (let y = box.top + 1; y < box.bottom; y += 2) {
          for (let x = box.left + 1; x < box.right; x += 2) {
            if (document.elementFromPoint(x, y) === slice) {
              return { x, y };
            }
          }
        }
        return null;
      });
    expect(onSlice).not.toBeNull();
    await page.mouse.move(onSlice!.x, onSlice!.y);
    await expect.poll(() => byKind.locator('.apexcharts-tooltip').textContent()).toMatch(/m³ \(\d+\.\d%\)/);
    await expect.poll(() => byKind.getByTestId('chart-table').textContent()).toContain(`Stats oak ${stamp}`);
    await screenshot(page, 'dashboard-charts');

    // The PDF guide in Russian.
    const russian = await newPage(browser(), { locale: 'ru-RU' });
    await logIn(russian.page, DEMO.admin);
    const guideLink = russian.page.getByTestId('dashboard-guide');
    await guideLink.waitFor();
    await expect.poll(() => guideLink.getAttribute('href')).toBe('/PDF/dashboard_ru.pdf');
    await expect.poll(() => guideLink.textContent()).toContain('Руководство (PDF)');
    // the charts in Russian: ApexCharts' own Russian locale, loaded alone
    const russianMovement = russian.page.getByTestId('chart-movement');
    await russianMovement.scrollIntoViewIfNeeded();
    await expect
      .poll(() => russianMovement.locator('.apexcharts-menu-icon').getAttribute('title'))
      .toBe('Меню');
    const guide = await russian.page.request.get('/PDF/dashboard_ru.pdf');
    expect(guide.ok()).toBe(true);
    const pdf = await guide.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    await russian.context.close();

    // A device's pictures: a handheld caliper sends a sheet whose logs carry pictures.
    const deviceNo = `E2E-PIC-${stamp}`;
    const device = await apiCall<{ id: string }>(page, '/device/save', {
      deviceNo,
      deviceName: 'Picture caliper',
      type: 'handheld',
      standard: 'ch',
    });
    let enrolUrl = '';
    await poll(async () => {
      enrolUrl = (
        await apiCall<{ enrolUrl: string }>(page, `/device/enrol/${device.id}`).catch(() => ({
          enrolUrl: '',
        }))
      ).enrolUrl;
      return enrolUrl !== '';
    }).toBe(true);
    const client = new DeviceClient(await enrol(enrolUrl));
    const transportNum = `P${stamp}`;
    const accepted = await client.postSheet(randomUUID(), {
      kind: 1,
      standard: 'ch',
      woodKindId: master.kindId,
      locationId: master.locationId,
      customerId: master.customerId,
      transportNum,
      deviceTime: new Date().toISOString(),
      logs: [
        { minDiameterCm: 28.4, maxDiameterCm: 30.1, lengthM: 4, picture: PICTURE },
        { minDiameterCm: 33.2, maxDiameterCm: 35, lengthM: 4, picture: PICTURE },
      ],
    });
    expect(accepted.code).toBe(0);

    // The image centre: its device pictures by bus number; one reported as wrong.
    await page.goto(`/imgList/index?src=device&num=${transportNum}`);
    const cards = page.getByTestId('device-picture');
    await poll(async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      return cards.count();
    }).toBe(2);
    const first = cards.first();
    await expect
      .poll(() => first.getByTestId('device-picture-dia').textContent())
      .toMatch(/^\d+\.\d–\d+\.\d cm$/);
    await first.getByTestId('device-picture-feedback').click();
    const dialog = page.getByTestId('feedback-dialog');
    await dialog.getByTestId('feedback-comment').fill('the picture shows another log');
    await dialog.getByTestId('feedback-send').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => first.getByTestId('device-picture-feedback-state').textContent()).toBe(
      'Reported as wrong',
    );
    await expect.poll(() => first.getByTestId('device-picture-feedback').isDisabled()).toBe(true);
    // delete and recover the other card (filtered by number, §4)
    const second = cards.nth(1);
    await second.getByTestId('device-picture-delete').click();
    await acceptPrompt(page, /Delete this picture of sheet/);
    await second.getByTestId('device-picture-recover').waitFor();
    await second.getByTestId('device-picture-recover').click();
    await second.getByTestId('device-picture-delete').waitFor();
    await screenshot(page, 'device-pictures');
    const reported = await apiCall<{ records: { picStatus: number; feedbackComment: string | null }[] }>(
      page,
      '/oss/d/pageImg',
      { num: transportNum, picStatus: 5 },
    );
    expect(reported.records).toEqual([
      expect.objectContaining({ picStatus: 5, feedbackComment: 'the picture shows another log' }),
    ]);
    await context.close();
  });
});
