import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type InvoiceRow } from '@timber/contracts';
import { isUniqueViolation, timeOrderedId, withTenant } from '@timber/db';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../../ledger/domain/money';
import { businessNoOf, localTime } from '../../../ledger/domain/periods';
import { InvoiceRepository } from '../../invoice.repository';
import { ApplyInvoiceCommand } from './apply-invoice.command';

/**
 * An invoice request in one transaction: the orders, each one of the tenant's consumption
 * orders (else 402805 naming what is not: another tenant's is invisible under row-level security)
 * and in no invoice yet (else 402806 naming them); the total summed here in cents (§9). The unique
 * index on the orders' invoice items refuses a race the checks could miss (also 402806).
 */
@CommandHandler(ApplyInvoiceCommand)
export class ApplyInvoiceHandler implements ICommandHandler<ApplyInvoiceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly invoices: InvoiceRepository,
  ) {}

  async execute({ body }: ApplyInvoiceCommand): Promise<InvoiceRow> {
    const { tenantId, userId } = caller();
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
        const id = timeOrderedId();
        const createdAt = await this.invoices.create(
          trx,
          { id, tenantId, amountCents, by: userId },
          body.ids,
        );
        return {
          id,
          amount: yuanOf(amountCents),
          orderCount: orders.length,
          status: 0,
          statusDesc: translate(locale, 'server.status.invoice', { status: 0 }),
          createTime: localTime(createdAt, tzOffsetHours),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('INVOICE.ORDERS_INVOICED', { businessNos: '' });
      }
      throw error;
    }
  }
}
