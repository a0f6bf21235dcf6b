import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type InvoiceableOrder, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../domain/money';
import { businessNoOf, localTime, periodOf } from '../../domain/periods';
import { LedgerReadRepository } from '../../ledger-read.repository';
import { remarkOf } from '../../ledger-row';
import { ListUninvoicedQuery } from './list-uninvoiced.query';

/** §2 Invoice request: the consumption orders no invoice holds yet. */
@QueryHandler(ListUninvoicedQuery)
export class ListUninvoicedHandler implements IQueryHandler<ListUninvoicedQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly reads: LedgerReadRepository,
  ) {}

  execute({ filter }: ListUninvoicedQuery): Promise<PageResult<InvoiceableOrder>> {
    const { locale, tzOffsetHours } = requestContext();
    const period = periodOf(filter.createTimeFrom, filter.createTimeTo, tzOffsetHours);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const page = await this.reads.uninvoiced(trx, period, filter);
      return {
        total: page.total,
        records: page.records.map((row) => ({
          id: row.id,
          businessNo: businessNoOf(row.kind, Number(row.no)),
          remark: remarkOf(locale, row.fee_item, row.remark),
          invoiceAmount: yuanOf(Number(row.amount_cents)),
          createTime: localTime(row.created_at, tzOffsetHours),
        })),
      };
    });
  }
}
