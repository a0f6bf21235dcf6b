import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type StockByKind } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { e4ToM3 } from '@timber/volume';
import { type Kysely, sql } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StockByKindQuery } from './stock-by-kind.query';

/**
 * §2 "a button opens a simple stock view at ./simple": per wood kind, how many logs and m3 lie in
 * the yard and in how many warehouses, with the grand total. Sums are exact ten-thousandths,
 * rounded to 3 decimals once.
 */
@QueryHandler(StockByKindQuery)
export class StockByKindHandler implements IQueryHandler<StockByKindQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<InventoryDb>) {}

  execute(): Promise<StockByKind> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const rows = await trx
        .selectFrom('inventory.stock as s')
        .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
        .where((eb) => eb.or([eb('s.quantity', '>', 0), eb('s.volume_e4', '>', 0)]))
        .groupBy(['k.id', 'k.name'])
        .select([
          'k.id',
          'k.name',
          sql<number>`count(*)::int`.as('locations'),
          sql<string>`sum(s.quantity)::text`.as('quantity'),
          // exact and safe as a JS number up to 9e15 ten-thousandths (9e11 m3)
          sql<string>`sum(s.volume_e4)::text`.as('volume_e4'),
        ])
        .orderBy('k.name')
        .execute();
      let totalQty = 0;
      let totalE4 = 0;
      const records = rows.map((r) => {
        const volumeE4 = Number(r.volume_e4);
        const quantity = Number(r.quantity);
        totalQty += quantity;
        totalE4 += volumeE4;
        return {
          woodKindId: r.id,
          woodKind: r.name,
          locations: r.locations,
          quantity,
          volume: e4ToM3(volumeE4),
        };
      });
      return { rows: records, totalQty, totalVol: e4ToM3(totalE4) };
    });
  }
}
