import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type PageResult,
  type StockAgeAlarm,
  type StockAgeRule,
  type StockAgeRuleListQuery,
} from '@timber/contracts';
import { isUniqueViolation, newestFirstPage } from '@timber/db';
import { e4ToM3 } from '@timber/volume';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

/** A stock row that crossed a rule just now. */
export interface Crossing {
  ruleId: string;
  stockId: string;
  locationId: string;
  woodKindId: string;
  minimum: number;
  months: number;
  agedQty: number;
}

/**
 * The stock rows over age: for each rule, the rows whose logs aged from on or before the day
 * `months` months ago (UTC) number at least `minimum`, read from the day sums of stock_age_days. A
 * log's age counts from its stock-in sheet's date (else the day it entered the stock; migration
 * 0022, issue 35), so a sheet dated two months back is two months old the day it is confirmed.
 */
const overAge = (trx: Trx) =>
  trx
    .selectFrom('inventory.stock_age_rules as r')
    .innerJoin('inventory.stock_age_days as d', (join) =>
      join.on('d.day', '<=', sql<string>`(current_date - make_interval(months => r.months))::date`),
    )
    .groupBy(['r.id', 'r.minimum', 'r.months', 'd.stock_id'])
    .having(sql`sum(d.qty)`, '>=', sql`r.minimum`)
    .select([
      'r.id as rule_id',
      'r.minimum',
      'r.months',
      'd.stock_id',
      sql<number>`sum(d.qty)::int`.as('aged_qty'),
      sql<string>`sum(d.volume_e4)::text`.as('aged_e4'),
      sql<string>`to_char(min(d.day) filter (where d.qty > 0), 'YYYY-MM-DD')`.as('oldest_day'),
    ]);

/** SQL of the stock-age rules and their warnings. Every call runs inside withTenant's transaction. */
@Injectable()
export class StockAgeRepository {
  async insert(
    trx: Trx,
    row: { id: string; tenantId: string; minimum: number; months: number; createdBy: string },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.stock_age_rules')
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          minimum: row.minimum,
          months: row.months,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw isUniqueViolation(error, 'stock_age_rules_same')
        ? new DomainError('STOCK_AGE.RULE_TAKEN', { minimum: row.minimum, months: row.months })
        : error;
    }
    await trx
      .insertInto('inventory.stock_age_tenants')
      .values({ tenant_id: row.tenantId })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
  }

  async delete(trx: Trx, id: string): Promise<void> {
    const result = await trx.deleteFrom('inventory.stock_age_rules').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      throw new DomainError('STOCK_AGE.RULE_NOT_FOUND');
    }
  }

  /**
   * Brings the tenant's warnings up to date: the rows no longer over a rule's age leave, the rows
   * newly over it enter and are answered (the caller writes their events in the same transaction).
   * A lock per tenant keeps two evaluations from raising one crossing twice.
   */
  async evaluate(trx: Trx, tenantId: string): Promise<Crossing[]> {
    await sql`select pg_advisory_xact_lock(hashtext(${`inventory.stock_age:${tenantId}`}))`.execute(trx);
    const current = await overAge(trx).execute();
    const key = (rule: string, stock: string) => `${rule}/${stock}`;
    const over = new Set(current.map((row) => key(row.rule_id, row.stock_id)));
    const existing = await trx
      .selectFrom('inventory.stock_age_alarms')
      .select(['rule_id', 'stock_id'])
      .execute();
    const gone = existing.filter((row) => !over.has(key(row.rule_id, row.stock_id)));
    for (const row of gone) {
      await trx
        .deleteFrom('inventory.stock_age_alarms')
        .where('rule_id', '=', row.rule_id)
        .where('stock_id', '=', row.stock_id)
        .execute();
    }
    const known = new Set(existing.map((row) => key(row.rule_id, row.stock_id)));
    const fresh = current.filter((row) => !known.has(key(row.rule_id, row.stock_id)));
    if (fresh.length === 0) {
      return [];
    }
    const inserted = await trx
      .insertInto('inventory.stock_age_alarms')
      .values(
        fresh.map((row) => ({
          tenant_id: tenantId,
          rule_id: row.rule_id,
          stock_id: row.stock_id,
          aged_qty: row.aged_qty,
        })),
      )
      .onConflict((oc) => oc.columns(['rule_id', 'stock_id']).doNothing())
      .returning(['rule_id', 'stock_id'])
      .execute();
    const places = await trx
      .selectFrom('inventory.stock')
      .where(
        'id',
        'in',
        inserted.map((row) => row.stock_id),
      )
      .select(['id', 'location_id', 'wood_kind_id'])
      .execute();
    return inserted.flatMap((row) => {
      const rule = fresh.find((f) => f.rule_id === row.rule_id && f.stock_id === row.stock_id);
      const place = places.find((p) => p.id === row.stock_id);
      return rule && place
        ? [
            {
              ruleId: row.rule_id,
              stockId: row.stock_id,
              locationId: place.location_id,
              woodKindId: place.wood_kind_id,
              minimum: rule.minimum,
              months: rule.months,
              agedQty: rule.aged_qty,
            },
          ]
        : [];
    });
  }

  /** The rules, newest first, each with how many stock rows it fires for now (as alarms() lists them). */
  async rules(trx: Trx, query: StockAgeRuleListQuery): Promise<PageResult<StockAgeRule>> {
    return newestFirstPage(
      trx.selectFrom('inventory.stock_age_rules'),
      query,
      (picked) =>
        picked.select((eb) => [
          'id',
          'minimum',
          'months',
          'created_at',
          // the rows the panel's warnings list shows for it now (not the crossings the scanner
          // has recorded so far, which wait for its next run): the two figures side by side agree
          eb
            .selectFrom(overAge(trx).as('o'))
            .whereRef('o.rule_id', '=', 'inventory.stock_age_rules.id')
            .select(sql<number>`count(*)::int`.as('n'))
            .as('firing'),
        ]),
      (r) => ({
        id: r.id,
        minimum: r.minimum,
        months: r.months,
        firing: r.firing ?? 0,
        createTime: r.created_at.toISOString(),
      }),
    );
  }

  /** The dashboard panel: the stock rows over a rule's age now, the most aged logs first. */
  async alarms(trx: Trx, paging: { page: number; pageSize: number }): Promise<PageResult<StockAgeAlarm>> {
    const aged = overAge(trx);
    const counted = await trx
      .selectFrom(aged.as('o'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom(aged.as('o'))
      .innerJoin('inventory.stock as s', 's.id', 'o.stock_id')
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .select([
        'o.rule_id',
        'o.stock_id',
        'o.minimum',
        'o.months',
        'o.aged_qty',
        'o.aged_e4',
        'o.oldest_day',
        's.quantity',
        'l.name as location_name',
        'k.name as wood_kind_name',
      ])
      .orderBy('o.aged_qty', 'desc')
      .orderBy('o.months', 'desc')
      .orderBy('o.stock_id')
      .orderBy('o.rule_id')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute();
    return {
      total: counted.n,
      records: rows.map((r) => ({
        stockId: r.stock_id,
        ruleId: r.rule_id,
        locationName: r.location_name,
        woodKindName: r.wood_kind_name,
        months: r.months,
        minimum: r.minimum,
        agedQty: r.aged_qty,
        agedVolume: e4ToM3(Number(r.aged_e4)),
        quantity: r.quantity,
        oldestDay: r.oldest_day,
      })),
    };
  }
}
