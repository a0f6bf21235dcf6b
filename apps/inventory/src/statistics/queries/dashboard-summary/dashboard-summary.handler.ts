import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DashboardSummary } from '@timber/contracts';
import { dayStart, withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { e4ToM3 } from '@timber/volume';
import { type Kysely, sql } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { SHEET_KIND, SHEET_STATUS } from '../../../sheets';
import { DashboardSummaryQuery } from './dashboard-summary.query';

/**
 * §3 Dashboard summary: the stock now, and the sheets confirmed today (the caller's day, in their
 * time zone). The picture counts belong to the counting service, added once it exists.
 */
@QueryHandler(DashboardSummaryQuery)
export class DashboardSummaryHandler implements IQueryHandler<DashboardSummaryQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<InventoryDb>) {}

  execute(): Promise<DashboardSummary> {
    const { tzOffsetHours } = requestContext();
    const today = new Date(Date.now() + tzOffsetHours * 3_600_000).toISOString().slice(0, 10);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const stock = await trx
        .selectFrom('inventory.stock')
        .select([
          sql<number>`coalesce(sum(quantity), 0)::int`.as('qty'),
          sql<number>`coalesce(sum(volume_e4), 0)::bigint`.as('e4'),
        ])
        .executeTakeFirstOrThrow();
      const moved = await trx
        .selectFrom('inventory.sheets')
        .select([
          'kind',
          sql<number>`sum(quantity)::int`.as('qty'),
          sql<number>`sum(volume_e4)::bigint`.as('e4'),
        ])
        .where('status', '=', SHEET_STATUS.CONFIRMED)
        .where('confirmed_at', '>=', dayStart(today, tzOffsetHours, 0))
        .where('confirmed_at', '<', dayStart(today, tzOffsetHours, 1))
        .groupBy('kind')
        .execute();
      const of = (kind: number) => moved.find((row) => row.kind === kind) ?? { qty: 0, e4: 0 };
      return {
        qty: stock.qty,
        volume: e4ToM3(stock.e4),
        entryQty: of(SHEET_KIND.IN).qty,
        entryVolume: e4ToM3(of(SHEET_KIND.IN).e4),
        deliveryQty: of(SHEET_KIND.OUT).qty,
        deliveryVolume: e4ToM3(of(SHEET_KIND.OUT).e4),
        handlingNum: 0,
        handledNum: 0,
      };
    });
  }
}
