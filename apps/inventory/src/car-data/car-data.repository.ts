import { Injectable } from '@nestjs/common';
import { type CarDataQuery, type CarDataRow, type PageResult } from '@timber/contracts';
import { e4ToM3 } from '@timber/volume';
import { type Transaction, sql } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { SHEET_STATUS } from '../sheets';

type Trx = Transaction<InventoryDb>;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * §2 truck and container data: the confirmed sheets of a kind that carry a transport number,
 * grouped by it. A sheet is on one truck; a truck's sheets may span days and customers.
 */
@Injectable()
export class CarDataRepository {
  async page(trx: Trx, query: CarDataQuery): Promise<PageResult<CarDataRow>> {
    let base = trx
      .selectFrom('inventory.sheets as s')
      .where('s.kind', '=', query.flag)
      .where('s.status', '=', SHEET_STATUS.CONFIRMED)
      .where('s.transport_num', '<>', '');
    if (query.transportNum) {
      base = base.where('s.transport_num', 'ilike', containing(query.transportNum));
    }
    if (query.customerId) {
      base = base.where('s.customer_id', '=', query.customerId);
    }
    if (query.dateFrom) {
      base = base.where('s.sheet_date', '>=', sql<Date>`${query.dateFrom}::date`);
    }
    if (query.dateTo) {
      base = base.where('s.sheet_date', '<=', sql<Date>`${query.dateTo}::date`);
    }
    const counted = await base
      .select(sql<number>`count(distinct s.transport_num)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .groupBy('s.transport_num')
      .select([
        's.transport_num',
        sql<string[]>`array_agg(s.id order by s.sheet_date desc, s.spu desc)`.as('ids'),
        sql<string[]>`array_agg(s.spu order by s.sheet_date desc, s.spu desc)`.as('spus'),
        sql<number>`count(*)::int`.as('sheets'),
        sql<string>`sum(s.quantity)::text`.as('quantity'),
        // exact ten-thousandths, rounded to 3 decimals once
        sql<string>`sum(s.volume_e4)::text`.as('volume_e4'),
        sql<string>`to_char(min(s.sheet_date), 'YYYY-MM-DD')`.as('first_date'),
        sql<string>`to_char(max(s.sheet_date), 'YYYY-MM-DD')`.as('last_date'),
        sql<string>`coalesce(string_agg(distinct c.name, ', '), '')`.as('customers'),
        sql<string>`string_agg(distinct k.name, ', ')`.as('wood_kinds'),
      ])
      .orderBy(sql`max(s.sheet_date)`, 'desc')
      .orderBy('s.transport_num')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      total: counted.total,
      records: rows.map((r) => ({
        transportNum: r.transport_num,
        flag: query.flag,
        ids: r.ids,
        spus: r.spus,
        sheetCount: r.sheets,
        quantity: Number(r.quantity),
        volume: e4ToM3(Number(r.volume_e4)),
        firstDate: r.first_date,
        lastDate: r.last_date,
        customers: r.customers,
        woodKinds: r.wood_kinds,
      })),
    };
  }

  /** How many of these sheets are confirmed sheets of the kind (the tenant's: row-level security). */
  async countConfirmed(trx: Trx, kind: number, ids: readonly string[]): Promise<number> {
    const row = await trx
      .selectFrom('inventory.sheets')
      .where('kind', '=', kind)
      .where('status', '=', SHEET_STATUS.CONFIRMED)
      .where('id', 'in', [...new Set(ids)])
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }
}
