import { type DeviceSheet, type MeasuredLogInput } from '@timber/contracts';
import { measureLog, summarizeSheet } from '@timber/volume';
import { randomUUID } from 'node:crypto';
import { type Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeConnections, DeviceClient, enrol } from '../../../tools/device-simulator/device-client';
import { makeLog, randomSource } from '../../../tools/device-simulator/sheet-maker';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { choose, GUARD_MS } from './support/ui';

/** The text of each cell of a row, by its column's header. */
async function cellsByHeader(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = await table.locator('thead th').allTextContents();
  const cells = await row.locator('td').allTextContents();
  return Object.fromEntries(headers.map((header, index) => [header.trim(), (cells[index] ?? '').trim()]));
}

/**
 * What the volume library makes of a sheet under a standard: each log measured (ends read the
 * wrong way round measured with the smaller reading as the small end, as inventory does), and the
 * sheet total in m³ with 3 decimals as the lists show it.
 */
function libraryTotals(standard: string, logs: readonly MeasuredLogInput[]) {
  const measured = logs.map((log) =>
    measureLog(standard, {
      minDiameter: Math.min(log.minDiameterCm, log.maxDiameterCm),
      maxDiameter: Math.max(log.minDiameterCm, log.maxDiameterCm),
      length: log.lengthM,
    }),
  );
  return { measured, volume: summarizeSheet(measured).totalVolume };
}

describe('a measuring device posts sheets (issue 6 acceptance; spec §2 Devices, Ingest, §4 Confirm)', () => {
  const browser = browserForSuite();
  afterAll(closeConnections);

  it('enrols from the QR dialog, its sheets become pending stock-in sheets with library volumes, a revoked device is refused', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const deviceNo = `E2E-ING-${stamp}`;
    const { context, page } = await newPage(browser());
    await logIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/device/list')}`);
    const devices = page.getByTestId('devices-table');
    await devices.locator('tbody tr').first().waitFor();
    const dialog = page.locator('.p-dialog');

    // A new handheld caliper (4 to 80 cm) measuring under GB/T (ch) and GOST (rus_stp).
    await page.getByTestId('device-add').click();
    await dialog.locator('#device-no').fill(deviceNo);
    await dialog.locator('#device-name').fill('Ingest scanner');
    await choose(
      page,
      dialog.locator('.p-dropdown', { has: page.locator('#device-type') }),
      /^Handheld caliper ·/,
    );
    await dialog.getByTestId('standard-ch').click();
    await dialog.getByTestId('standard-rus_stp').click();
    await page.waitForTimeout(GUARD_MS);
    await dialog.getByTestId('form-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#filter-device-no').fill(deviceNo);
    await page.locator('#filter-device-no').press('Enter');
    const device = devices.locator('tbody tr', { hasText: deviceNo });
    await device.waitFor();
    await expect.poll(() => device.getByTestId('device-credential').textContent()).toBe('Not enrolled');

    // The QR dialog: ingest learns a new device from the device list's event, so until then the
    // dialog says no code could be made; opening it again a moment later gives one.
    const qr = page.getByTestId('device-qr-dialog');
    const code = qr.getByTestId('device-enrol-code');
    await expect
      .poll(
        async () => {
          await device.getByTestId('device-qr').click();
          await code.or(qr.getByText('No enrolment code could be made')).waitFor();
          const shown = await code.isVisible();
          if (!shown) {
            await page.keyboard.press('Escape');
            await qr.waitFor({ state: 'detached' });
          }
          return shown;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    // The QR code carries the enrolment link (its title says it for screen readers).
    const enrolUrl = (await qr.getByTestId('device-qr-code').locator('title').textContent()) ?? '';
    const link = new URL(enrolUrl);
    expect(link.pathname).toBe('/v1/enrol');
    expect(link.searchParams.get('deviceNo')).toBe(deviceNo);
    expect(link.searchParams.get('code')).toBe(await code.inputValue());
    await screenshot(page, 'device-ingest-qr');
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'detached' });

    // The device simulator's client enrols with the link and reads what its sheets may name.
    const credential = await enrol(enrolUrl);
    expect(credential.deviceNo).toBe(deviceNo);
    expect([...credential.standards].sort()).toEqual(['ch', 'rus_stp']);
    const client = new DeviceClient(credential);
    const references = await client.references();
    expect(references.code).toBe(0);
    const byName = (items: readonly { id: string; name: string }[] | undefined, name: string) => {
      const item = items?.find((candidate) => candidate.name === name);
      if (!item) {
        throw new Error(`${name} is not among the device's references`);
      }
      return item.id;
    };
    const woodKindId = byName(references.data?.woodKinds, 'Larch');
    const locationId = byName(references.data?.locations, 'Yard A');
    const customerId = byName(references.data?.customers, 'Northern Forest Products Co.');

    // The stock-in list is open while the device measures.
    await page.goto('/stock/entry');
    const list = page.getByTestId('stock-in-table');
    await list.locator('tbody tr').first().waitFor();
    const ours = list.locator('tbody tr', { hasText: `T${stamp}` });
    await expect.poll(() => ours.count()).toBe(0);

    // Three trucks of ten logs, readings from the simulator's seeded log maker; the first truck's
    // third log was read with its ends the wrong way round (min above max).
    const standards = ['ch', 'rus_stp', 'ch'] as const;
    const wrongWayRound: MeasuredLogInput = { minDiameterCm: 31.4, maxDiameterCm: 29.8, lengthM: 4 };
    const sheets = standards.map((standard, index): DeviceSheet => {
      const random = randomSource(6_000 + index);
      const logs = Array.from({ length: 10 }, () => makeLog(random, 0));
      if (index === 0) {
        logs[2] = wrongWayRound;
      }
      return {
        kind: 1,
        standard,
        woodKindId,
        locationId,
        customerId,
        transportNum: `T${stamp}${index}`,
        deviceTime: new Date().toISOString(),
        logs,
      };
    });
    for (const [index, sheet] of sheets.entries()) {
      const key = randomUUID();
      const accepted = await client.postSheet(key, sheet);
      expect(accepted).toMatchObject({
        code: 0,
        data: { idempotencyKey: key, logs: 10, abnormal: index === 0 ? 1 : 0 },
      });
      // A retry after a lost answer gets the same answer and makes no second sheet.
      if (index === 0) {
        expect((await client.postSheet(key, sheet)).text).toBe(accepted.text);
      }
    }

    // The stock-in list: each truck becomes a new (pending) sheet from the device, as the library
    // measures it; Search shows them as they arrive.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Search' }).click();
          await list.locator('tbody tr').first().waitFor();
          return ours.count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(3);
    for (const [index, sheet] of sheets.entries()) {
      const row = list.locator('tbody tr', { hasText: sheet.transportNum });
      const expected = libraryTotals(sheet.standard, sheet.logs);
      await expect.poll(() => row.getByTestId('stock-in-quantity').textContent()).toBe('10');
      await expect.poll(() => row.getByTestId('stock-in-volume').textContent()).toBe(expected.volume);
      await expect.poll(() => row.getByTestId('stock-in-status').textContent()).toBe('New');
      await expect
        .poll(() => cellsByHeader(list, row))
        .toMatchObject({
          'Transport number': sheet.transportNum,
          'Measurement standard': sheet.standard,
          'Wood type': 'Larch',
          Warehouse: 'Yard A',
          Customer: 'Northern Forest Products Co.',
          'Abnormal logs': index === 0 ? '1' : '0',
          Device: deviceNo,
          'Created by': deviceNo,
        });
    }
    await screenshot(page, 'device-ingest-stock-in');

    // Confirming the first sheet opens its abnormal wood first: the log read the wrong way round,
    // at the diameter class and length the library gives it.
    const first = list.locator('tbody tr', { hasText: sheets[0]?.transportNum ?? '' });
    await first.getByTestId('stock-in-confirm').click();
    const abnormal = page.locator('.p-dialog', { hasText: 'Abnormal wood on sheet' });
    await expect.poll(() => abnormal.getByTestId('abnormal-diameter').count()).toBe(1);
    const flagged = libraryTotals('ch', [wrongWayRound]).measured[0];
    await expect
      .poll(() => abnormal.getByTestId('abnormal-diameter').textContent())
      .toBe(String(flagged?.diameterClass));
    const flaggedRow = abnormal.getByTestId('abnormal-logs').locator('tbody tr');
    await expect.poll(() => flaggedRow.textContent()).toContain(deviceNo);
    await expect.poll(() => flaggedRow.textContent()).toContain(String(wrongWayRound.lengthM));
    await screenshot(page, 'device-ingest-abnormal');
    await abnormal.getByRole('button', { name: 'Cancel' }).click();
    await abnormal.waitFor({ state: 'detached' });
    await expect.poll(() => first.getByTestId('stock-in-status').textContent()).toBe('New');

    // Back on the device list: enrolled; revoking asks first and ends its one credential.
    await page.goto('/device/list');
    await page.locator('#filter-device-no').fill(deviceNo);
    await page.locator('#filter-device-no').press('Enter');
    const credentialState = async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await device.waitFor();
      return device.getByTestId('device-credential').textContent();
    };
    await expect.poll(credentialState, { timeout: 30_000, interval: 500 }).toBe('Enrolled');
    await device.getByTestId('device-revoke').click();
    const prompt = page.locator('.p-confirm-dialog');
    await prompt.waitFor();
    await expect.poll(() => prompt.textContent()).toContain(`Revoke every credential of ${deviceNo}?`);
    await prompt.locator('.p-confirm-dialog-accept').click();
    await page.locator('.p-toast-message-success', { hasText: '1 credential revoked' }).waitFor();

    // The same device posting again is refused at once, and told why.
    const refused = await client.postSheet(randomUUID(), {
      ...sheets[1]!,
      transportNum: `T${stamp}9`,
    });
    expect(refused).toMatchObject({
      status: 401,
      code: 402305,
      msg: "The device's credential was revoked: enrol the device again",
      data: null,
    });
    await expect.poll(credentialState, { timeout: 30_000, interval: 500 }).toBe('Revoked');
    await screenshot(page, 'device-ingest-revoked');

    // Nothing of the refused post reached the stock-in list.
    await page.goto('/stock/entry');
    await list.locator('tbody tr').first().waitFor();
    await expect.poll(() => ours.count()).toBe(3);
    await context.close();
  });
});
