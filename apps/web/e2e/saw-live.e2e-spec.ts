import { clientPasswordHash, type SawLinks } from '@timber/contracts';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiCall, choose, poll } from './support/ui';

// Issue 19: the sawing floor. A wall board opened by its signed link changes without a reload as a
// bench operator closes an order on a phone (390 px) through the bench's signed QR link; a board
// link of another company is refused; the H5 page's password gate refuses a wrong password and
// opens with the right one.

/** A public call as a stranger's browser makes it (no token). */
async function publicCall<T>(page: Page, path: string, body: unknown, token?: string): Promise<T> {
  const response = await page.request.post(`/api${path}`, {
    headers: {
      lang: 'en',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: body,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) {
    throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  }
  return answer.data;
}

/** A board row's figure (data-column of the board's table). */
const figure = (page: Page, machineNo: string, column: string) =>
  page
    .locator(`[data-testid="saw-board-bench"][data-machine="${machineNo}"] td[data-column="${column}"]`)
    .textContent();

describe('the sawing floor: live board, phone bench page, H5 gate (issue 19; spec §2 Sawing, Access; §9)', () => {
  const browser = browserForSuite();

  it('changes the open board without a reload as an order closes on the phone; refuses another company’s board link', async () => {
    const { page: office } = await newPage(browser());
    await logIn(office, DEMO.admin);
    const suffix = Date.now().toString(36).slice(-6);
    const machineNo = `E2E${suffix}`;
    const bench = await apiCall<{ id: string }>(office, '/cutting/machine/save', {
      machineNo,
      name: 'Live saw',
    });
    const today = await office.evaluate(() => new Date().toLocaleDateString('sv'));
    const order = await apiCall<{ id: string; orderNo: string }>(office, '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate: today,
      specsArr: [{ L: 4, W: 100, H: 50, B: 10 }],
    });
    const links = await apiCall<SawLinks>(office, '/cutting/board/links');
    const sign = links.benches.find((b) => b.machineNo === machineNo)!.sign;

    // The office hands the links out as QR codes: the benches tab's dialog of the floor's links.
    await office.goto('/stock/sawTable?tab=benches');
    await office.getByTestId('floor-links-open').click();
    const linksDialog = office.getByTestId('floor-links');
    await linksDialog.getByTestId('share-qr-code').waitFor();
    const pathAndQuery = (link: string) => {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    };
    const boardLink = pathAndQuery(await linksDialog.getByTestId('share-link').inputValue());
    await choose(office, linksDialog.locator('.p-dropdown'), `Bench ${machineNo} Live saw (phone)`);
    await poll(async () => pathAndQuery(await linksDialog.getByTestId('share-link').inputValue())).not.toBe(
      boardLink,
    );
    const benchLink = pathAndQuery(await linksDialog.getByTestId('share-link').inputValue());
    expect(boardLink).toBe(
      `/sawTableOnline?${new URLSearchParams({ cusNo: links.cusNo, token: links.boardToken }).toString()}`,
    );
    expect(benchLink).toBe(
      `/sawList?${new URLSearchParams({ cusNo: links.cusNo, machineNo, name: 'Live saw', sign }).toString()}`,
    );
    await screenshot(office, 'saw-floor-links');

    // The wall screen: no login, the board link; today's figures, the clock ticking, the events stream open.
    const { page: wall } = await newPage(browser(), { width: 1920, height: 1080 });
    await wall.goto(boardLink);
    await poll(() => figure(wall, machineNo, 'unfinished')).toBe('1');
    expect(await figure(wall, machineNo, 'finished')).toBe('0');
    await poll(() => wall.getByTestId('saw-board-live').getAttribute('data-live')).toBe('true');
    const clock = await wall.getByTestId('saw-board-clock').textContent();
    await poll(() => wall.getByTestId('saw-board-clock').textContent()).not.toBe(clock);
    await wall.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await screenshot(wall, 'saw-board-before');

    // The bench operator's phone: the bench's QR link, 390 px wide, no login; the order closed on /sawDetail.
    const { page: phone } = await newPage(browser(), { width: 390, height: 844 });
    await phone.goto(benchLink);
    const card = phone.locator(`[data-testid="saw-order"][data-order-no="${order.orderNo}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('0');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'saw-phone-list');
    await card.getByTestId('saw-order-close').click();
    await phone.getByTestId('saw-spec').first().waitFor();
    // the order's saved specification, ready to change (PrimeReact puts the test id on the input itself)
    const pieces = phone.locator('input[data-testid="saw-spec-B"], [data-testid="saw-spec-B"] input').first();
    expect(await pieces.inputValue()).toBe('10');
    await screenshot(phone, 'saw-phone-detail');
    await phone.getByTestId('saw-detail-close').click();
    await phone.locator('.p-toast', { hasText: 'Order closed' }).waitFor();
    await poll(() => card.getAttribute('data-state')).toBe('1');

    // The board, the same page all along, shows it.
    await poll(() => figure(wall, machineNo, 'finished')).toBe('1');
    expect(await figure(wall, machineNo, 'unfinished')).toBe('0');
    expect(
      await wall.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    await screenshot(wall, 'saw-board-after');

    // Another company's board link for this company's board: refused, and said so.
    const arrears = await publicCall<{ accessToken: string }>(wall, '/sys/user/login', {
      username: DEMO.arrears.username,
      password: clientPasswordHash(DEMO.arrears.password),
    });
    const theirs = await publicCall<SawLinks>(wall, '/cutting/board/links', {}, arrears.accessToken);
    expect(theirs.cusNo).not.toBe(links.cusNo);
    const { page: stranger } = await newPage(browser(), { width: 1920, height: 1080 });
    await stranger.goto(
      `/sawTableOnline?${new URLSearchParams({ cusNo: links.cusNo, token: theirs.boardToken }).toString()}`,
    );
    await stranger.getByTestId('saw-board-refused').waitFor();
    expect(await stranger.getByTestId('saw-board-refused').textContent()).toContain(
      'This link is not valid for this company',
    );
    expect(await stranger.getByTestId('saw-board-table').count()).toBe(0);
    await screenshot(stranger, 'saw-board-refused');
  });

  it('opens the H5 saw page only with the right password and check code', async () => {
    const { page: office } = await newPage(browser());
    await logIn(office, DEMO.admin);
    const links = await apiCall<SawLinks>(office, '/cutting/board/links');
    // The password is set from the mobile app (§7 /app/sawbench/setuppwd), by an app user.
    const app = await publicCall<{ accessToken: string }>(office, '/appcus/login', {
      username: 'driver01',
      password: clientPasswordHash('Driver123'),
    });
    await publicCall(office, '/app/sawbench/setuppwd', { pwd: '482913' }, app.accessToken);

    const { page: phone } = await newPage(browser(), { width: 390, height: 844 });
    await phone.goto(`/editJSW?cusNo=${links.cusNo}`);
    const gate = phone.getByTestId('h5-gate');
    const enter = async (pwd: string) => {
      const shown = phone.getByTestId('h5-check-code-shown');
      await poll(async () => /^\d{4}$/.test((await shown.textContent()) ?? '')).toBe(true);
      await phone.getByTestId('h5-password').fill(pwd);
      await phone.getByTestId('h5-check-code').fill((await shown.textContent())!);
      await phone.getByTestId('h5-submit').click();
    };
    await enter('111111');
    await phone.locator('.p-toast', { hasText: 'Wrong password' }).waitFor();
    expect(await gate.isVisible()).toBe(true);
    expect(await phone.getByTestId('h5-machines').count()).toBe(0);
    await screenshot(phone, 'saw-h5-refused');
    await enter('482913');
    await phone.getByTestId('h5-machines').waitFor();
    expect(await phone.getByTestId('h5-machine').count()).toBeGreaterThan(0);
    await phone.getByRole('button', { name: 'Previous day' }).click();
    await poll(() => phone.getByTestId('day-nav-day').textContent()).not.toBe(
      await phone.evaluate(() => new Date().toLocaleDateString('sv')),
    );
    await screenshot(phone, 'saw-h5-machines');
  });
});
