import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LedgerStatistics } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../domain/money';
import { periodOf } from '../../domain/periods';
import { LedgerReadRepository } from '../../ledger-read.repository';
import { GetLedgerStatisticsQuery } from './ledger-statistics.query';

/** §2 Ledger report's bar chart: per day, the volume and the amount charged; the period's total. */
@QueryHandler(GetLedgerStatisticsQuery)
export class LedgerStatisticsHandler implements IQueryHandler<GetLedgerStatisticsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly reads: LedgerReadRepository,
  ) {}

  execute({ filter }: GetLedgerStatisticsQuery): Promise<LedgerStatistics> {
    const { tzOffsetHours } = requestContext();
    const period = periodOf(filter.beginDate, filter.endDate, tzOffsetHours);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const days = await this.reads.days(trx, period, tzOffsetHours);
      return {
        records: days.map((day) => ({
          date: day.date,
          vol: Math.round(day.vol * 1000) / 1000,
          amount: yuanOf(Number(day.amount_cents)),
        })),
        totalAmount: yuanOf(days.reduce((sum, day) => sum + Number(day.amount_cents), 0)),
      };
    });
  }
}
