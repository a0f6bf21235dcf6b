import { Injectable } from '@nestjs/common';
import { type Paging } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';

type Trx = Transaction<BillingDb>;

/** A movement as the ledger shows it, with the tenant's balance right after it (cents). */
export interface LedgerRecord {
  id: string;
  no: number;
  kind: number;
  fee_item: string | null;
  remark: string;
  quantity: string;
  unit_price_cents: number;
  amount_cents: number;
  occurred_at: Date;
  balance_cents: number;
}

export interface Period {
  from: Date;
  to: Date;
}

/** A charge's sign: a consumption takes money, a recharge brings it. */
const SIGNED = sql`case when m.kind = 1 then -m.amount_cents else m.amount_cents end`;

/**
 * The ledger's reads (§2 Ledger report, invoice request), under the caller's tenant. The balance
 * after each movement is a running sum over every movement of the tenant (the derived balance,
 * never stored).
 */
@Injectable()
export class LedgerReadRepository {
  private rows(trx: Trx, period: Period, limit: number, offset: number) {
    return sql<LedgerRecord>`
      select * from (
        select m.id, m.no, m.kind, m.fee_item, m.remark, m.quantity, m.unit_price_cents, m.amount_cents,
               m.occurred_at, sum(${SIGNED}) over (order by m.occurred_at, m.no)::bigint as balance_cents
          from billing.movements m) as l
       where l.occurred_at >= ${period.from} and l.occurred_at < ${period.to}
       order by l.occurred_at desc, l.no desc
       limit ${limit} offset ${offset}`.execute(trx);
  }

  /** A page of the period's movements, with how many there are and the period's charges and recharges. */
  async page(
    trx: Trx,
    period: Period,
    paging: Paging,
  ): Promise<{ total: number; apCents: number; paidCents: number; records: LedgerRecord[] }> {
    const [counted, page] = [
      await sql<{ n: number; ap: number; paid: number }>`
        select count(*)::int as n,
               coalesce(sum(amount_cents) filter (where kind = 1), 0)::bigint as ap,
               coalesce(sum(amount_cents) filter (where kind = 2), 0)::bigint as paid
          from billing.movements where occurred_at >= ${period.from} and occurred_at < ${period.to}`.execute(
        trx,
      ),
      await this.rows(trx, period, paging.pageSize, (paging.page - 1) * paging.pageSize),
    ];
    const sums = counted.rows[0];
    return {
      total: sums?.n ?? 0,
      apCents: Number(sums?.ap ?? 0),
      paidCents: Number(sums?.paid ?? 0),
      records: page.rows,
    };
  }

  /** The rows of an export: counted first (the export limit), then read in batches of 1,000. */
  counted(trx: Trx, period: Period) {
    return trx
      .selectFrom('billing.movements')
      .select('id')
      .where('occurred_at', '>=', period.from)
      .where('occurred_at', '<', period.to);
  }

  async *batches(trx: Trx, period: Period): AsyncIterable<LedgerRecord[]> {
    for (let offset = 0; ; offset += 1000) {
      const { rows } = await this.rows(trx, period, 1000, offset);
      if (rows.length > 0) {
        yield rows;
      }
      if (rows.length < 1000) {
        return;
      }
    }
  }

  /** Per month of the caller (yyyy-MM) and kind: the volume charged (m³) and the amount, newest first. */
  async months(trx: Trx, period: Period, tzOffsetHours: number, paging: Paging) {
    const grouped = sql`
      select to_char(occurred_at + make_interval(secs => ${tzOffsetHours * 3600}), 'YYYY-MM') as month, kind,
             coalesce(sum(quantity) filter (where fee_item = 'volume'), 0)::float8 as vol,
             sum(amount_cents)::bigint as amount_cents
        from billing.movements where occurred_at >= ${period.from} and occurred_at < ${period.to}
       group by 1, 2`;
    const counted = await sql<{ n: number }>`select count(*)::int as n from (${grouped}) g`.execute(trx);
    const { rows } = await sql<{ month: string; kind: number; vol: number; amount_cents: number }>`
      select * from (${grouped}) g order by month desc, kind
       limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`.execute(trx);
    return { total: counted.rows[0]?.n ?? 0, records: rows };
  }

  /** Per day of the caller: the volume charged (m³) and the amount charged (consumption only). */
  async days(trx: Trx, period: Period, tzOffsetHours: number) {
    const { rows } = await sql<{ date: string; vol: number; amount_cents: number }>`
      select to_char(occurred_at + make_interval(secs => ${tzOffsetHours * 3600}), 'YYYY-MM-DD') as date,
             coalesce(sum(quantity) filter (where fee_item = 'volume'), 0)::float8 as vol,
             sum(amount_cents)::bigint as amount_cents
        from billing.movements
       where kind = 1 and occurred_at >= ${period.from} and occurred_at < ${period.to}
       group by 1 order by 1`.execute(trx);
    return rows;
  }

  /** Consumption orders no invoice holds (a rejected invoice released its own), created in the period, newest first. */
  async uninvoiced(trx: Trx, period: Period, paging: Paging) {
    const base = trx
      .selectFrom('billing.movements as m')
      .where('m.kind', '=', 1)
      .where('m.created_at', '>=', period.from)
      .where('m.created_at', '<', period.to)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('billing.invoice_items as i')
              .select('i.movement_id')
              .whereRef('i.movement_id', '=', 'm.id')
              .where('i.released_at', 'is', null),
          ),
        ),
      );
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const records = await base
      .select(['m.id', 'm.no', 'm.kind', 'm.fee_item', 'm.remark', 'm.amount_cents', 'm.created_at'])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.no', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute();
    return { total: Number(total.n), records };
  }
}
