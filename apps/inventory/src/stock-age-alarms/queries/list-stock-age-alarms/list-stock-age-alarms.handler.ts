import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type StockAgeAlarm } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StockAgeRepository } from '../../stock-age.repository';
import { ListStockAgeAlarmsQuery } from './list-stock-age-alarms.query';

/**
 * (chosen) /invalarm/stock, the dashboard's stock-age panel: the stock rows over a rule's age as
 * of now (read from the day sums, so it is current between two scans).
 */
@QueryHandler(ListStockAgeAlarmsQuery)
export class ListStockAgeAlarmsHandler implements IQueryHandler<ListStockAgeAlarmsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly rules: StockAgeRepository,
  ) {}

  execute({ body }: ListStockAgeAlarmsQuery): Promise<PageResult<StockAgeAlarm>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.rules.alarms(trx, body));
  }
}
