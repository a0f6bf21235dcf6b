import { Injectable } from '@nestjs/common';
import { type ProcessingPrice } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';
import { e4ToM3 } from '../shared/figures';

type Trx = Transaction<SawingDb>;

/** One kind's saved line: volume (ten-thousandths of a m3) and price (cents per m3), each or none. */
export interface PriceRow {
  kindId: string;
  kindName: string;
  logVolE4: number | null;
  priceCents: number | null;
}

const orNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** SQL of the processing prices by day; every call runs inside withTenant's transaction. */
@Injectable()
export class ProcessingPriceRepository {
  /** The day's saved prices, or undefined when none were saved. */
  async load(trx: Trx, day: string): Promise<ProcessingPrice | undefined> {
    const head = await trx
      .selectFrom('sawing.processing_days')
      .select('unit_price_cents')
      .where(sql<boolean>`processing_date = ${day}::date`)
      .executeTakeFirst();
    if (!head) {
      return undefined;
    }
    const lines = await trx
      .selectFrom('sawing.processing_kinds')
      .select(['kind_id', 'kind_name', 'log_vol_e4', 'unit_price_cents'])
      .where(sql<boolean>`processing_date = ${day}::date`)
      .orderBy('kind_name')
      .execute();
    const cents = orNull(head.unit_price_cents);
    return {
      processingDate: day,
      processingUnitPrice: cents === null ? null : cents / 100,
      saved: true,
      logProcessing: lines.map((line) => {
        const vol = orNull(line.log_vol_e4);
        const price = orNull(line.unit_price_cents);
        return {
          kindId: line.kind_id,
          kindName: line.kind_name,
          logVol: vol === null ? null : e4ToM3(vol),
          logUnitPrice: price === null ? null : price / 100,
        };
      }),
    };
  }

  /** The log volume of each kind sawn on a day by the closed orders (merged ones included). */
  async sawnKindsOfDay(
    trx: Trx,
    day: string,
  ): Promise<{ kindId: string; kindName: string; logE4: number }[]> {
    const { rows } = await sql<{ kind_id: string; name: string; v: string }>`
      select wood_kind_id as kind_id, max(wood_kind_name) as name, sum(log_e4) as v
      from sawing.daily_sawn
      where day = ${day}::date
      group by wood_kind_id
      having sum(log_e4) > 0`.execute(trx);
    return rows.map((row) => ({ kindId: row.kind_id, kindName: row.name, logE4: Number(row.v) }));
  }

  /** The day's prices become these (one upsert of the day, its lines written again). */
  async replace(
    trx: Trx,
    tenantId: string,
    day: string,
    unitPriceCents: number | null,
    rows: readonly PriceRow[],
  ) {
    await trx
      .insertInto('sawing.processing_days')
      .values({ tenant_id: tenantId, processing_date: day, unit_price_cents: unitPriceCents })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'processing_date']).doUpdateSet({ unit_price_cents: unitPriceCents }),
      )
      .execute();
    await trx
      .deleteFrom('sawing.processing_kinds')
      .where(sql<boolean>`processing_date = ${day}::date`)
      .execute();
    if (rows.length > 0) {
      await trx
        .insertInto('sawing.processing_kinds')
        .values(
          rows.map((row) => ({
            tenant_id: tenantId,
            processing_date: day,
            kind_id: row.kindId,
            kind_name: row.kindName,
            log_vol_e4: row.logVolE4,
            unit_price_cents: row.priceCents,
          })),
        )
        .execute();
    }
  }
}
