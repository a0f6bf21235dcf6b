import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DashboardSummary } from '@timber/contracts';
import { DashboardSummaryQuery } from './dashboard-summary.query';

/**
 * §3 Dashboard summary. Stock and sheets do not exist in this service yet (they arrive with the
 * inventory issue's stock tables), so today's stock and movements are truly zero; the picture
 * counts belong to the counting service and are added by the BFF once it exists.
 */
@QueryHandler(DashboardSummaryQuery)
export class DashboardSummaryHandler implements IQueryHandler<DashboardSummaryQuery> {
  execute(): Promise<DashboardSummary> {
    return Promise.resolve({
      qty: 0,
      volume: 0,
      entryQty: 0,
      deliveryQty: 0,
      entryVolume: 0,
      deliveryVolume: 0,
      handlingNum: 0,
      handledNum: 0,
    });
  }
}
