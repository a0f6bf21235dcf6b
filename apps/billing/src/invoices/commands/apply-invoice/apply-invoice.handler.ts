import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type InvoiceRow } from '@timber/contracts';
import { isUniqueViolation, timeOrderedId, withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { businessNoOf } from '../../../ledger';
import { invoiceRowOf } from '../../invoice-row';
import { InvoiceRepository } from '../../invoice.repository';
import { ApplyInvoiceCommand } from './apply-invoice.command';

/**
 * An invoice request in one transaction: the orders, each one of the tenant's consumption
 * orders (else 402805 naming what is not: another tenant's is invisible under row-level security)
 * and in no live invoice (else 402806 naming them; a rejected invoice released its orders); the total
 * summed here in cents (§9). The unique index on the orders' unreleased invoice items refuses a race
 * the checks could miss (also 402806).
 */
@CommandHandler(ApplyInvoiceCommand)
export class ApplyInvoiceHandler implements ICommandHandler<ApplyInvoiceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly invoices: InvoiceRepository,
  ) {}

  async execute({ body }: ApplyInvoiceCommand): Promise<InvoiceRow> {
    const { tenantId, userId, username } = caller();
    const { locale, tzOffsetHours } = requestContext();
    try {
      return await withTenant(this.db, tenantId, async (trx) => {
        const orders = await this.invoices.consumptions(trx, body.ids);
        if (orders.length !== body.ids.length) {
          const known = new Set(orders.map((order) => order.id));
          throw new DomainError('INVOICE.ORDERS_UNKNOWN', {
            ids: body.ids.filter((id) => !known.has(id)).join(', '),
          });
        }
        const invoiced = await this.invoices.invoiced(trx, body.ids);
        if (invoiced.length > 0) {
          throw new DomainError('INVOICE.ORDERS_INVOICED', {
            businessNos: invoiced.map((order) => businessNoOf(1, Number(order.no))).join(', '),
          });
        }
        const amountCents = orders.reduce((sum, order) => sum + Number(order.amount_cents), 0);
        const created = await this.invoices.create(
          trx,
          { id: timeOrderedId(), tenantId, amountCents, by: userId, byName: username },
          body.ids,
        );
        return invoiceRowOf(created, locale, tzOffsetHours);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('INVOICE.ORDERS_INVOICED', { businessNos: '' });
      }
      throw error;
    }
  }
}
