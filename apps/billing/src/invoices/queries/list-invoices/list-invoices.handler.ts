import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type InvoiceRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { periodOf } from '../../../ledger';
import { invoiceRowOf } from '../../invoice-row';
import { InvoiceRepository } from '../../invoice.repository';
import { ListInvoicesQuery } from './list-invoices.query';

/** §2 invoice list and status (requested, issued with its number and date, rejected with the reason), newest first. */
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
        records: page.records.map((row) => invoiceRowOf(row, locale, tzOffsetHours)),
      };
    });
  }
}
