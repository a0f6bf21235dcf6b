import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type InvoiceRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../../ledger/domain/money';
import { localTime, periodOf } from '../../../ledger/domain/periods';
import { InvoiceRepository } from '../../invoice.repository';
import { ListInvoicesQuery } from './list-invoices.query';

/** §2 invoice list and status, newest first. */
@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly invoices: InvoiceRepository,
  ) {}

  execute({ filter }: ListInvoicesQuery): Promise<PageResult<InvoiceRow>> {
    const { locale, tzOffsetHours } = requestContext();
    const period = periodOf(filter.createTimeFrom, filter.createTimeTo, tzOffsetHours);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const page = await this.invoices.page(trx, period, filter);
      return {
        total: page.total,
        records: page.records.map((row) => ({
          id: row.id,
          amount: yuanOf(Number(row.amount_cents)),
          orderCount: row.order_count,
          status: row.status,
          statusDesc: translate(locale, 'server.status.invoice', { status: row.status }),
          createTime: localTime(row.created_at, tzOffsetHours),
        })),
      };
    });
  }
}
