import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, DEMO, launchBrowser, logIn, newPage, screenshot } from './support/browser';

describe('arrears overlay (spec §4 Overdue, §8)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('blocks an overdue account with the arrears message and counts down from 6 s, then 5 s', async () => {
    const { context, page } = await newPage(session);
    await logIn(page, DEMO.arrears);
    const overlay = page.getByTestId('arrears-overlay');
    await overlay.waitFor();
    await expect.poll(() => overlay.textContent()).toContain('The account is in arrears!');
    const countdown = page.getByTestId('arrears-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/[56] s/);
    await screenshot(page, 'overdue-overlay');
    // The overlay catches clicks: the menu under it cannot be used.
    await expect(page.getByTestId('hamburger').click({ timeout: 1000 })).rejects.toThrow();
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });

    // Shown again in the same browser session, it counts from 5 s.
    await page.reload();
    await overlay.waitFor();
    await expect.poll(() => countdown.textContent()).toContain('5 s');
    await overlay.waitFor({ state: 'detached', timeout: 9000 });
    await screenshot(page, 'overdue-cleared');
    await context.close();
  });
});
