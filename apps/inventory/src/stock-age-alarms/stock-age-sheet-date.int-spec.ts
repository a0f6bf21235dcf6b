import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseBeforeMigration, databaseBeforeMigration } from '../testing/database-before-migration';

const MIGRATION = '0022_stock_age_from_sheet_date';
const T = '11111111-1111-4111-8111-111111111111';
const U = '22222222-2222-4222-8222-222222222222';
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-00000000000${n}`;

/** The day sums the stock-age rules read, per stock row: day → logs. */
const daySums = async (db: Client) =>
  (
    await db.query<{ stock_id: string; day: string; qty: number }>(
      `select stock_id, to_char(day, 'YYYY-MM-DD') as day, qty from inventory.stock_age_days
        where qty <> 0 order by stock_id, day`,
    )
  ).rows;

/** The stock rows a rule of `minimum` logs over `months` months fires for (stock-age.repository's overAge). */
const firing = async (db: Client, minimum: number, months: number) =>
  (
    await db.query<{ stock_id: string; aged: number }>(
      `select d.stock_id, sum(d.qty)::int as aged from inventory.stock_age_days d
        where d.day <= (current_date - make_interval(months => $2::int))::date
        group by d.stock_id having sum(d.qty) >= $1 order by d.stock_id`,
      [minimum, months],
    )
  ).rows;

/**
 * Issue 35: a rule of 1 log over 1 month never fired for the logs of a stock-in sheet dated two
 * months back, confirmed (so stocked) today. The age of a log counts from its sheet's date
 * (migrations/0022): the pieces already kept are given it, and every piece inserted after.
 */
describe('stock age counts from the stock-in sheet’s date (migration 0022, real PostgreSQL)', () => {
  let database: DatabaseBeforeMigration | undefined;
  let db: Client;
  let twoMonthsAgo: string;

  const piece = (n: number, stock: string, sheet: string | null) =>
    `('${id('f', n)}', '${T}', '${stock}', ${sheet === null ? 'null' : `'${sheet}'`}, 30, 30, 4, 'ch', 30, 4, 1000, 2)`;
  const insertPieces = (...rows: string[]) =>
    db.query(`insert into inventory.stock_pieces (id, tenant_id, stock_id, in_sheet_id, min_diameter,
      max_diameter, length_m, standard, diameter_class, length_class, volume_e4, data_source) values ${rows.join(', ')}`);

  beforeAll(async () => {
    database = await databaseBeforeMigration('stockagesheet', MIGRATION);
    db = database.db;
    twoMonthsAgo = (
      await db.query<{ day: string }>(
        `select to_char(current_date - interval '2 months', 'YYYY-MM-DD') as day`,
      )
    ).rows[0]!.day;
    // S1 holds the logs of a sheet dated two months back and confirmed now; S2 a stock count's
    // excess (no sheet), stocked now
    await db.query(`
      insert into inventory.locations (id, tenant_id, name, created_by) values ('${id('a', 1)}', '${T}', 'L1', '${U}');
      insert into inventory.wood_kinds (id, tenant_id, name, created_by) values
        ('${id('b', 1)}', '${T}', 'K1', '${U}'), ('${id('b', 2)}', '${T}', 'K2', '${U}');
      insert into inventory.sheets (id, tenant_id, kind, spu, status, standard, sheet_date, location_id,
        wood_kind_id, quantity, volume_e4, diameter_sum_e1, created_by, confirmed_at) values
        ('${id('c', 1)}', '${T}', 1, 'IN1', 10, 'ch', '${twoMonthsAgo}', '${id('a', 1)}', '${id('b', 1)}', 3, 3000, 900, '${U}', now()),
        ('${id('c', 2)}', '${T}', 1, 'IN2', 10, 'ch', '${twoMonthsAgo}', '${id('a', 1)}', '${id('b', 1)}', 1, 1000, 300, '${U}', now());
      insert into inventory.stock (id, tenant_id, location_id, wood_kind_id, quantity, volume_e4) values
        ('${id('e', 1)}', '${T}', '${id('a', 1)}', '${id('b', 1)}', 4, 4000),
        ('${id('e', 2)}', '${T}', '${id('a', 1)}', '${id('b', 2)}', 1, 1000);
    `);
    await insertPieces(
      piece(1, id('e', 1), id('c', 1)),
      piece(2, id('e', 1), id('c', 1)),
      piece(3, id('e', 1), id('c', 1)),
    );
    await db.query(`insert into inventory.stock_pieces (id, tenant_id, stock_id, dummy, data_source)
      values ('${id('f', 4)}', '${T}', '${id('e', 2)}', true, 0)`);
    // before 0022: the logs are as old as their confirmation, today; a one-month rule fires for nothing
    expect(await firing(db, 1, 1)).toEqual([]);
    const applied = await database.migrateRest();
    expect(applied).toContain(`inventory/${MIGRATION}`);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('gives the pieces already kept their sheet’s date, so a rule of 1 log over 1 month fires', async () => {
    const today = (await db.query<{ day: string }>(`select to_char(current_date, 'YYYY-MM-DD') as day`))
      .rows[0]!.day;
    expect(await daySums(db)).toEqual([
      { stock_id: id('e', 1), day: twoMonthsAgo, qty: 3 },
      { stock_id: id('e', 2), day: today, qty: 1 },
    ]);
    expect(await firing(db, 1, 1)).toEqual([{ stock_id: id('e', 1), aged: 3 }]);
    expect(await firing(db, 1, 3)).toEqual([]);
  });

  it('ages a piece inserted later from its sheet’s date, and takes it off that day when it leaves', async () => {
    await insertPieces(piece(5, id('e', 1), id('c', 2)));
    expect(await firing(db, 4, 1)).toEqual([{ stock_id: id('e', 1), aged: 4 }]);
    // a stock-out takes two of them: the day they were added to loses two
    await db.query(
      `update inventory.stock_pieces set out_sheet_id = $1, out_at = now() where id in ($2, $3)`,
      [id('c', 2), id('f', 1), id('f', 5)],
    );
    expect(await firing(db, 1, 1)).toEqual([{ stock_id: id('e', 1), aged: 2 }]);
    const { rows } = await db.query<{ age_day: string }>(
      `select to_char(age_day, 'YYYY-MM-DD') as age_day from inventory.stock_pieces where id = $1`,
      [id('f', 5)],
    );
    expect(rows).toEqual([{ age_day: twoMonthsAgo }]);
  });
});
