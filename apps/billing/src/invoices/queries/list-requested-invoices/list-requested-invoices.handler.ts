import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OperatorInvoiceRow, type PageResult } from '@timber/contracts';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OperatorAccess } from '../../../accounts';
import { type BillingDb } from '../../../billing-db';
import { operatorInvoiceRowOf } from '../../invoice-row';
import { InvoiceRepository } from '../../invoice.repository';
import { ListRequestedInvoicesQuery } from './list-requested-invoices.query';

/**
 * The operator's list of every tenant's requested invoices, oldest first (the longest waiting on
 * top), read across tenants through billing.requested_invoices; anyone else: 403001.
 */
@QueryHandler(ListRequestedInvoicesQuery)
export class ListRequestedInvoicesHandler implements IQueryHandler<ListRequestedInvoicesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly invoices: InvoiceRepository,
    private readonly operator: OperatorAccess,
  ) {}

  async execute({ paging }: ListRequestedInvoicesQuery): Promise<PageResult<OperatorInvoiceRow>> {
    this.operator.assertOperator();
    const { locale, tzOffsetHours } = requestContext();
    const page = await this.invoices.requested(this.db, paging);
    return {
      total: page.total,
      records: page.records.map((row) => operatorInvoiceRowOf(row, locale, tzOffsetHours)),
    };
  }
}
