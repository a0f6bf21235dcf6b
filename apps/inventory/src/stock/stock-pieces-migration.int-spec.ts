import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseBeforeMigration, databaseBeforeMigration } from '../testing/database-before-migration';

const MIGRATION = '0005_stock_pieces';
const T = '11111111-1111-4111-8111-111111111111';
const U = '22222222-2222-4222-8222-222222222222';
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-00000000000${n}`;

/**
 * migrations/0005_stock_pieces.sql on a database that already holds stock: every stock row gets
 * as many pieces as its quantity, from the logs of the confirmed stock-in sheets of its place
 * (newest first), dummies for the rest.
 */
describe('the stock pieces migration backfills existing stock', () => {
  let database: DatabaseBeforeMigration | undefined;
  let db: Client;

  beforeAll(async () => {
    database = await databaseBeforeMigration('stockpiecemig', MIGRATION);
    db = database.db;
    // L1: two confirmed stock-ins (3 + 2 logs), one confirmed stock-out of 1, a pending stock-in:
    // 4 in stock. L2: 2 in stock moved in from elsewhere (no sheet). L3: empty.
    await db.query(`
      insert into inventory.locations (id, tenant_id, name, created_by) values
        ('${id('a', 1)}', '${T}', 'L1', '${U}'), ('${id('a', 2)}', '${T}', 'L2', '${U}'),
        ('${id('a', 3)}', '${T}', 'L3', '${U}');
      insert into inventory.wood_kinds (id, tenant_id, name, created_by) values ('${id('b', 1)}', '${T}', 'K', '${U}');
      insert into inventory.sheets (id, tenant_id, kind, spu, status, standard, sheet_date, location_id,
        wood_kind_id, quantity, volume_e4, diameter_sum_e1, created_by, confirmed_at) values
        ('${id('c', 1)}', '${T}', 1, 'IN1', 10, 'ch', '2026-01-01', '${id('a', 1)}', '${id('b', 1)}', 3, 3000, 900, '${U}', '2026-01-01'),
        ('${id('c', 2)}', '${T}', 1, 'IN2', 10, 'jas', '2026-01-02', '${id('a', 1)}', '${id('b', 1)}', 2, 2000, 600, '${U}', '2026-01-02'),
        ('${id('c', 3)}', '${T}', 2, 'OUT1', 10, 'ch', '2026-01-03', '${id('a', 1)}', '${id('b', 1)}', 1, 1000, 300, '${U}', '2026-01-03'),
        ('${id('c', 4)}', '${T}', 1, 'IN3', 1, 'ch', '2026-01-03', '${id('a', 1)}', '${id('b', 1)}', 1, 1000, 300, '${U}', null);
      insert into inventory.sheet_logs (id, tenant_id, sheet_id, origin_sheet_id, wood_code, min_diameter,
        max_diameter, length_m, diameter_class, length_class, volume_e4, data_source, device_no, pic_url) values
        ('${id('d', 1)}', '${T}', '${id('c', 1)}', '${id('c', 1)}', '1-1', 30, 30, 4, 30, 4, 1000, 2, '', ''),
        ('${id('d', 2)}', '${T}', '${id('c', 1)}', '${id('c', 1)}', '1-2', 30, 30, 4, 30, 4, 1000, 2, '', ''),
        ('${id('d', 3)}', '${T}', '${id('c', 1)}', '${id('c', 1)}', '1-3', 30, 30, 4, 30, 4, 1000, 2, '', ''),
        ('${id('d', 4)}', '${T}', '${id('c', 2)}', '${id('c', 2)}', '1-1', 30, 32, 4, 30, 4, 1000, 1, 'D1', 'p.jpg'),
        ('${id('d', 5)}', '${T}', '${id('c', 2)}', '${id('c', 2)}', '1-2', 30, 32, 4, 30, 4, 1000, 1, 'D1', 'p.jpg'),
        ('${id('d', 6)}', '${T}', '${id('c', 3)}', '${id('c', 3)}', '1-1', 30, 30, 4, 30, 4, 1000, 2, '', ''),
        ('${id('d', 7)}', '${T}', '${id('c', 4)}', '${id('c', 4)}', '1-1', 30, 30, 4, 30, 4, 1000, 2, '', '');
      insert into inventory.stock (id, tenant_id, location_id, wood_kind_id, quantity, volume_e4) values
        ('${id('e', 1)}', '${T}', '${id('a', 1)}', '${id('b', 1)}', 4, 4000),
        ('${id('e', 2)}', '${T}', '${id('a', 2)}', '${id('b', 1)}', 2, 2000),
        ('${id('e', 3)}', '${T}', '${id('a', 3)}', '${id('b', 1)}', 0, 0);
    `);
    const applied = await database.migrateRest();
    expect(applied).toContain(`inventory/${MIGRATION}`);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('gives each stock row as many pieces as its quantity', async () => {
    const counts = await db.query<{ stock_id: string; quantity: number; pieces: number }>(
      `select s.id as stock_id, s.quantity, count(p.id)::int as pieces from inventory.stock s
       left join inventory.stock_pieces p on p.stock_id = s.id and p.out_sheet_id is null
       group by s.id order by s.id`,
    );
    expect(counts.rows).toEqual([
      { stock_id: id('e', 1), quantity: 4, pieces: 4 },
      { stock_id: id('e', 2), quantity: 2, pieces: 2 },
      { stock_id: id('e', 3), quantity: 0, pieces: 0 },
    ]);
  });

  it('keeps the newest confirmed stock-in logs of the place, with their provenance; never a pending sheet', async () => {
    const pieces = await db.query(
      `select p.sheet_log_id, p.in_sheet_id, p.standard, p.min_diameter::float as min, p.max_diameter::float as max,
              p.data_source, p.device_no, p.pic_url, p.dummy
       from inventory.stock_pieces p where p.stock_id = $1 order by p.seq`,
      [id('e', 1)],
    );
    expect(pieces.rows).toEqual([
      // IN1's two newest codes, then IN2's two logs (confirmed later), oldest first by arrival
      {
        sheet_log_id: id('d', 2),
        in_sheet_id: id('c', 1),
        standard: 'ch',
        min: 30,
        max: 30,
        data_source: 2,
        device_no: '',
        pic_url: '',
        dummy: false,
      },
      {
        sheet_log_id: id('d', 3),
        in_sheet_id: id('c', 1),
        standard: 'ch',
        min: 30,
        max: 30,
        data_source: 2,
        device_no: '',
        pic_url: '',
        dummy: false,
      },
      {
        sheet_log_id: id('d', 4),
        in_sheet_id: id('c', 2),
        standard: 'jas',
        min: 30,
        max: 32,
        data_source: 1,
        device_no: 'D1',
        pic_url: 'p.jpg',
        dummy: false,
      },
      {
        sheet_log_id: id('d', 5),
        in_sheet_id: id('c', 2),
        standard: 'jas',
        min: 30,
        max: 32,
        data_source: 1,
        device_no: 'D1',
        pic_url: 'p.jpg',
        dummy: false,
      },
    ]);
  });

  it('makes dummies, without readings, for stock no log can be told for', async () => {
    const pieces = await db.query(
      `select dummy, in_sheet_id, min_diameter, length_m, data_source from inventory.stock_pieces where stock_id = $1`,
      [id('e', 2)],
    );
    expect(pieces.rows).toEqual([
      { dummy: true, in_sheet_id: null, min_diameter: null, length_m: null, data_source: 0 },
      { dummy: true, in_sheet_id: null, min_diameter: null, length_m: null, data_source: 0 },
    ]);
  });

  it('protects the pieces per tenant (row-level security for the service role)', async () => {
    const policies = await db.query(
      `select relrowsecurity from pg_class where oid = 'inventory.stock_pieces'::regclass`,
    );
    expect(policies.rows).toEqual([{ relrowsecurity: true }]);
    await db.query('begin');
    try {
      await db.query('set local role inventory_svc');
      expect((await db.query(`select count(*)::int as n from inventory.stock_pieces`)).rows).toEqual([
        { n: 0 },
      ]);
      await db.query(`select set_config('app.tenant_id', '${T}', true)`);
      expect((await db.query(`select count(*)::int as n from inventory.stock_pieces`)).rows).toEqual([
        { n: 6 },
      ]);
    } finally {
      await db.query('rollback');
    }
  });
});
