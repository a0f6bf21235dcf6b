import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { type CountImageCard, type CountOrderDetail, type PageResult } from '@timber/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserForSuite, DEMO, logIn, newPage, screenshot } from './support/browser';
import { apiOf, countPhoto, type PageApi } from './support/counting-api';
import { sharedDatasetDir } from './support/dataset';
import { choose, GUARD_MS } from './support/ui';

/** A recognised photo reviewed through the API: the model's circles, a 1 m stick, 4 m logs, ch; confirmed. */
async function reviewedOrder(api: PageApi, photo: Buffer): Promise<CountOrderDetail> {
  const created = await countPhoto(api, photo);
  await expect
    .poll(async () => (await api.get<CountOrderDetail>(`/count/detail/${created.id}`)).status, {
      timeout: 90_000,
      interval: 500,
    })
    .toBe(10);
  const order = await api.get<CountOrderDetail>(`/count/detail/${created.id}`);
  const image = order.images[0]!;
  const y = image.height! - 20;
  await api.post('/count/coordinate/update', {
    id: order.id,
    imgId: image.imgId,
    coordinateManual: image.coordinate.map(({ x, y: cy, r }) => ({ x, y: cy, r })),
    dia: {
      reference: { kind: 'stick', x1: 70, y1: y, x2: 570, y2: y, lengthCm: 100 },
      logLengthM: 4,
      standard: 'ch',
    },
  });
  await api.post('/count/coordinate/updateStatus', { id: order.id, imgId: image.imgId });
  return api.get<CountOrderDetail>(`/count/detail/${created.id}`);
}

describe('the stock-in sheet from a count, and feedback on a card (issue 7; spec §2 Stock-in list, Images and counts)', () => {
  const browser = browserForSuite();

  it('fills the add-sheet dialog from a reviewed count order chosen in its image upload, and saves it', async () => {
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const name = (await readdir(dir)).filter((file) => file.endsWith('.jpg')).sort()[1]!;
    const photo = await readFile(join(dir, name));
    const { context, page } = await newPage(browser(), { width: 1280, height: 1200 });
    await logIn(page, DEMO.admin);
    const api = await apiOf(context, page);
    const order = await reviewedOrder(api, photo);
    expect(order.status).toBe(12);
    const suffix = Date.now().toString(36);
    const yard = `Photo yard ${suffix}`;
    const kind = `Photo pine ${suffix}`;
    await api.post('/location/save', { locationName: yard });
    await api.post('/wk/save', { woodKindName: kind });

    await page.goto('/stock/entry');
    await page.getByTestId('stock-in-add').click();
    const sheet = page.locator('.p-dialog', { has: page.getByTestId('sheet-rows') });
    await sheet.getByTestId('sheet-image-upload').click();
    const source = page.getByTestId('count-source-dialog');
    // the two templates, then the reviewed orders
    await source.getByTestId('count-source-template-2').click();
    const upload = page.getByTestId('upload-dialog');
    await expect.poll(() => upload.textContent()).toContain('Template two: several photos of one load');
    await expect.poll(() => upload.getByTestId('upload-file').getAttribute('multiple')).not.toBeNull();
    await upload.getByTestId('upload-cancel').click();
    await upload.waitFor({ state: 'detached' });
    const row = source.locator('tbody tr', { hasText: order.orderNo });
    await row.waitFor();
    await screenshot(page, 'counting-sheet-source');
    await row.getByTestId('count-source-use').click();
    await source.waitFor({ state: 'detached' });
    await expect
      .poll(() => sheet.getByTestId('sheet-source-note').textContent())
      .toContain(`From count order ${order.orderNo}`);
    await expect.poll(() => sheet.locator('#sheet-length').inputValue()).toBe('4');
    const rows = await sheet
      .getByTestId('sheet-row-qty')
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
    expect(rows.length).toBeGreaterThan(0);
    await choose(page, sheet.locator('.p-dropdown', { has: page.locator('#sheet-location') }), yard);
    await choose(page, sheet.locator('.p-dropdown', { has: page.locator('#sheet-kind') }), kind);
    await page.waitForTimeout(GUARD_MS);
    await sheet.getByTestId('form-dialog-confirm').click();
    await sheet.waitFor({ state: 'detached' });
    const toast = page.getByText(/^Sheet IN\d{8}-\d{4} saved$/).first();
    const spu = /IN\d{8}-\d{4}/.exec((await toast.textContent()) ?? '')![0];
    const sheets = await api.post<{ records: { id: string; quantity: number }[] }>('/stockIn/h/pageSpu', {
      page: 1,
      pageSize: 5,
      spu,
    });
    expect(sheets.records[0]!.quantity).toBe(rows.reduce((sum, qty) => sum + qty, 0));
    const images = await api.post<{ records: { url: string; count: number }[] }>('/stockIn/d/images', {
      id: sheets.records[0]!.id,
    });
    expect(images.records).toEqual([
      { url: `count-image:${order.images[0]!.imgId}`, count: sheets.records[0]!.quantity },
    ]);

    // the card of the photo: feedback on its recognition, confirmed, sent once
    await page.goto(`/imgList/index?num=${order.orderNo}`);
    const card = page.getByTestId('image-card').filter({ hasText: order.orderNo });
    await card.getByTestId('image-card-feedback').click();
    const feedback = page.getByTestId('feedback-dialog');
    await feedback.getByTestId('feedback-comment').fill('two logs missed at the top');
    await feedback.getByTestId('feedback-send').click();
    await feedback.waitFor({ state: 'detached' });
    await expect
      .poll(() => card.getByTestId('image-card-feedback-state').textContent())
      .toBe('Feedback sent');
    await expect.poll(() => card.getByTestId('image-card-feedback').isDisabled()).toBe(true);
    const cards = await api.post<PageResult<CountImageCard>>('/oss/m/pageImg', {
      page: 1,
      pageSize: 20,
      num: order.orderNo,
    });
    expect(cards.records[0]).toMatchObject({ picStatus: 5, feedbackComment: 'two logs missed at the top' });
    await context.close();
  });

  it('plays a video order’s own card through /api in byte ranges, the login from the cookie', async () => {
    const work = await mkdtemp(join(tmpdir(), 'e2e-video-'));
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
      join(work, 'v.mp4'),
    ]);
    const video = await readFile(join(work, 'v.mp4'));
    await rm(work, { recursive: true, force: true });
    const { context, page } = await newPage(browser(), { width: 1280, height: 900 });
    await logIn(page, DEMO.admin);
    const api = await apiOf(context, page);
    const created = await countPhoto(api, video, {
      fileName: 'pile.mp4',
      contentType: 'video/mp4',
      ossType: 2,
    });
    const videoId = created.imageIds[0]!;

    const played = page.waitForResponse((response) =>
      response.url().endsWith(`/api/count/img/video/${videoId}`),
    );
    await page.goto(`/imgList/index?num=${created.orderNo}`);
    const player = page.locator(`[data-image-id="${videoId}"]`).getByTestId('image-card-video');
    await player.waitFor();
    // the <video> sent no header: the BFF took the login from the cookie, and the range the player asked
    const answer = await played;
    expect([200, 206]).toContain(answer.status());
    expect(answer.headers()['accept-ranges']).toBe('bytes');
    expect(answer.headers()['content-type']).toBe('video/mp4');
    await expect.poll(() => player.getAttribute('src')).toBe(`/api/count/img/video/${videoId}`);
    // and plays: its duration is known once the metadata is in (2 s)
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLVideoElement).duration), { timeout: 15_000 })
      .toBeCloseTo(2, 0);
    await context.close();
  });
});
