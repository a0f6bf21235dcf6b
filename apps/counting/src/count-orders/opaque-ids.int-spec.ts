import { createDb, urlFor, withTenant } from '@timber/db';
import { testDatabase } from '@timber/testing';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingDb } from '../counting-db';
import { CountOrderRepository } from './count-order.repository';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const FROM = 2 ** 52;
const UNTIL = 2 ** 53;

/**
 * Issue 14: the ids a tenant sees for its count orders and images (migration 0007) say nothing of
 * other tenants' volume: a keyed permutation of a private counter, not a shared sequence. Made by
 * counting's own repository through its own role, as the service makes them.
 */
describe('count order and image ids are opaque (PostgreSQL)', () => {
  let drop: () => Promise<void>;
  let adminUrl: string;
  let db: Kysely<CountingDb>;
  const repository = new CountOrderRepository();

  beforeAll(async () => {
    ({ adminUrl, drop } = await testDatabase('opaque-ids'));
    db = createDb<CountingDb>({
      connectionString: urlFor(adminUrl, 'counting_svc'),
      applicationName: 'test',
    });
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  /** One order with `photos` images for the tenant, as /count/create writes it. */
  const createOrder = (tenantId: string, n: number, photos = 1) =>
    withTenant(db, tenantId, async (trx) => {
      const order = await repository.insertOrder(trx, {
        tenantId,
        orderNo: `CT20261126${String(n).padStart(4, '0')}`,
        ossType: 1,
        createdBy: randomUUID(),
      });
      const images = [];
      for (let seq = 1; seq <= photos; seq++) {
        images.push(
          await repository.insertImage(trx, { tenantId, orderId: order.id, seq, mediaKey: `k/${n}/${seq}` }),
        );
      }
      return { orderId: order.id, imageIds: images.map((image) => image.id) };
    });

  it('gives each tenant ids from which no count and no order can be read', async () => {
    const mine: { orderId: number; imageIds: number[] }[] = [];
    for (let n = 1; n <= 30; n++) {
      mine.push(await createOrder(TENANT_A, n, 2));
      // another company's orders in between, as in real life
      await createOrder(TENANT_B, n, 3);
    }
    const orderIds = mine.map((order) => order.orderId);
    const imageIds = mine.flatMap((order) => order.imageIds);
    for (const id of [...orderIds, ...imageIds]) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(FROM);
      expect(id).toBeLessThan(UNTIL);
    }
    expect(new Set(orderIds).size).toBe(orderIds.length);
    expect(new Set(imageIds).size).toBe(imageIds.length);
    // a sequence, shared or not, would come out in creation order with small steps
    expect([...orderIds].sort((a, b) => a - b)).not.toEqual(orderIds);
    expect([...imageIds].sort((a, b) => a - b)).not.toEqual(imageIds);
    const steps = orderIds.slice(1).map((id, i) => Math.abs(id - orderIds[i]!));
    expect(Math.min(...steps)).toBeGreaterThan(1000);
  });

  it('keeps the key and the permutation from the service role', async () => {
    const service = new Client({ connectionString: urlFor(adminUrl, 'counting_svc') });
    await service.connect();
    try {
      await expect(service.query('select secret from counting.id_key')).rejects.toThrow(/permission denied/);
      await expect(service.query(`select counting.opaque_id('order', 1)`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(service.query(`select nextval('counting.count_order_counter')`)).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await service.end();
    }
  });

  it('answers the same id for a counter value every time (a permutation, not chance)', async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const ids = await admin.query<{ first: string; again: string; image: string }>(
        `select counting.opaque_id('order', 77) as first, counting.opaque_id('order', 77) as again,
                counting.opaque_id('image', 77) as image`,
      );
      const row = ids.rows[0]!;
      expect(row.first).toBe(row.again);
      expect(row.image).not.toBe(row.first);
      const many = await admin.query<{ ids: number; distinct: number }>(
        `select count(*)::int as ids, count(distinct counting.opaque_id('image', n))::int as distinct
           from generate_series(0, 49999) n`,
      );
      expect(many.rows[0]).toEqual({ ids: 50_000, distinct: 50_000 });
    } finally {
      await admin.end();
    }
  });
});
