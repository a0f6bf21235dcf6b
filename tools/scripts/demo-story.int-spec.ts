import {
  COUNT_ORDER_STATUS,
  FEEDBACK_STATUS,
  ROUTES,
  type CountImageCard,
  type CountOrderDetail,
  type CountOrderRow,
} from '@timber/contracts';
import {
  DEMO_TENANT_ID,
  demoPhotosDir,
  seedDemoStory,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the demo story (issue 43)', () => {
  let system: TestStack;
  let db: Client;
  let firstRun: 'made' | 'kept';
  let seconds = 0;

  beforeAll(async () => {
    system = await startTestStack('story', { storyClock: true });
    const began = Date.now();
    firstRun = await seedDemoStory({
      stack: system.stack,
      adminUrl: system.adminUrl,
      redisUrl: 'redis://127.0.0.1:6379',
      jwtSecret: system.jwtSecret,
      streamPrefix: system.streamPrefix,
      log: (line) => console.log(line),
    });
    seconds = (Date.now() - began) / 1000;
    console.log(`demo story: ${seconds.toFixed(1)} s`);
    db = new Client({ connectionString: system.adminUrl });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('makes three months of sheets, dated through the story', async () => {
    expect(firstRun).toBe('made');
    const { rows } = await db.query<{ n: number; first: Date; last: Date; days: number }>(
      `select count(*)::int as n, min(created_at) as first, max(created_at) as last,
              count(distinct confirmed_at::date)::int as days
         from inventory.sheets where tenant_id = $1`,
      [DEMO_TENANT_ID],
    );
    console.log(rows[0]);
  });

  it('counts log piles from photos over the months: the list agrees with each order and its circles', async () => {
    expect(demoPhotosDir(), 'the photos of log piles (DEMO_PHOTOS_DIR)').toBeDefined();
    const admin = await system.loginAs('admin');
    const page = await admin.ok<{ records: CountOrderRow[]; total: number }>(
      'POST',
      ROUTES.countOrderList.path,
      {
        pageSize: 50,
      },
    );
    expect(page.total).toBeGreaterThanOrEqual(5);
    const now = Date.now();
    const created = page.records.map((row) => Date.parse(row.createTime));
    for (const at of created) {
      expect(at).toBeLessThanOrEqual(now);
      expect(at).toBeGreaterThan(now - 92 * 86_400_000);
    }
    // spread over the three months, newest first
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(60 * 86_400_000);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    let photos = 0;
    for (const row of page.records) {
      expect(row.status, row.orderNo).toBeGreaterThanOrEqual(COUNT_ORDER_STATUS.RECOGNISED);
      expect(row.qty, row.orderNo).toBeGreaterThan(0);
      expect(row.progress).toBe(100);
      const detail = await admin.ok<CountOrderDetail>(
        'GET',
        ROUTES.countOrderDetail.path.replace(':id', String(row.id)),
      );
      expect(detail).toMatchObject({
        id: row.id,
        orderNo: row.orderNo,
        qty: row.qty,
        status: row.status,
        createTime: row.createTime,
        ossUrl: row.ossUrl,
      });
      expect(detail.images.length).toBeGreaterThan(0);
      for (const image of detail.images) {
        expect(image.coordinate.length, `${row.orderNo} photo ${image.seq}`).toBeGreaterThan(0);
        expect(image.modelVersion).toBeTruthy();
      }
      expect(detail.images.reduce((sum, image) => sum + image.value, 0)).toBe(row.qty);
      if (row.status === COUNT_ORDER_STATUS.VERIFIED) {
        // reviewed, measured and verified: diameters and a volume (what a stock-in sheet takes)
        expect(detail.volume).toMatch(/^\d+\.\d{3}$/);
        expect(detail.images.every((image) => image.coordinateManual !== null && image.dia !== null)).toBe(
          true,
        );
      }
      photos += detail.images.length;
    }
    const statuses = new Set(page.records.map((row) => row.status));
    for (const status of [
      COUNT_ORDER_STATUS.RECOGNISED,
      COUNT_ORDER_STATUS.REVIEWED,
      COUNT_ORDER_STATUS.VERIFIED,
    ]) {
      expect(statuses.has(status), `an order at ${status}`).toBe(true);
    }
    // one photo was reported to the model's provider
    const cards = await admin.ok<{ records: CountImageCard[]; total: number }>(
      'POST',
      ROUTES.countImageList.path,
      {
        pageSize: 50,
      },
    );
    expect(cards.total).toBe(photos);
    expect(
      cards.records.filter((card) => card.picStatus === FEEDBACK_STATUS.SENT && card.feedbackComment),
    ).toHaveLength(1);
  });
});
