import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LedgerPage } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../domain/money';
import { periodOf } from '../../domain/periods';
import { LedgerReadRepository } from '../../ledger-read.repository';
import { toLedgerRow } from '../../ledger-row';
import { LedgerRepository } from '../../ledger.repository';
import { ListLedgerQuery } from './list-ledger.query';

/** §2 Ledger report, detail tab: a page of the period's movements with their balances and the period's totals. */
@QueryHandler(ListLedgerQuery)
export class ListLedgerHandler implements IQueryHandler<ListLedgerQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly reads: LedgerReadRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  execute({ filter }: ListLedgerQuery): Promise<LedgerPage> {
    const { locale, tzOffsetHours } = requestContext();
    const period = periodOf(filter.periodBegin, filter.periodEnd, tzOffsetHours);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const page = await this.reads.page(trx, period, filter);
      const balance = await this.ledger.balance(trx);
      return {
        total: page.total,
        records: page.records.map((record) => toLedgerRow(record, locale, tzOffsetHours)),
        totalAp: yuanOf(page.apCents),
        totalPaid: yuanOf(page.paidCents),
        debt: yuanOf(Math.max(0, -balance)),
      };
    });
  }
}
