import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LedgerMonthRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../domain/money';
import { periodOf } from '../../domain/periods';
import { LedgerReadRepository } from '../../ledger-read.repository';
import { ListLedgerMonthsQuery } from './list-ledger-months.query';

/** §2 Ledger report, monthly summary tab. */
@QueryHandler(ListLedgerMonthsQuery)
export class ListLedgerMonthsHandler implements IQueryHandler<ListLedgerMonthsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly reads: LedgerReadRepository,
  ) {}

  execute({ filter }: ListLedgerMonthsQuery): Promise<PageResult<LedgerMonthRow>> {
    const { locale, tzOffsetHours } = requestContext();
    const period = periodOf(filter.beginDate, filter.endDate, tzOffsetHours);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const page = await this.reads.months(trx, period, tzOffsetHours, filter);
      return {
        total: page.total,
        records: page.records.map((row) => ({
          month: row.month,
          tradeType: row.kind,
          tradeTypeDesc: translate(locale, 'server.billing.tradeType', { type: row.kind }),
          vol: Math.round(row.vol * 1000) / 1000,
          amount: yuanOf(Number(row.amount_cents)),
        })),
      };
    });
  }
}
