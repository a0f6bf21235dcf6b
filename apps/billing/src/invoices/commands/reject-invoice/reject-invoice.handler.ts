import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type OperatorInvoiceRow } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OperatorAccess } from '../../../accounts';
import { type BillingDb } from '../../../billing-db';
import { assertUndecided } from '../../domain/invoice-rules';
import { operatorInvoiceRowOf } from '../../invoice-row';
import { InvoiceRepository } from '../../invoice.repository';
import { RejectInvoiceCommand } from './reject-invoice.command';

/**
 * The operator rejects a requested invoice of any tenant, in one transaction under that tenant:
 * the invoice locked, still requested (else 402808), marked rejected with the reason, its items
 * released (its consumption orders may be invoiced again; the items stay, so the invoice still
 * shows what it held), and `billing.invoice.rejected` written to the outbox. Anyone but the
 * operator: 403001; an unknown invoice: 402807. A refusal writes nothing.
 */
@CommandHandler(RejectInvoiceCommand)
export class RejectInvoiceHandler implements ICommandHandler<RejectInvoiceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly invoices: InvoiceRepository,
    private readonly operator: OperatorAccess,
  ) {}

  async execute({ id, body }: RejectInvoiceCommand): Promise<OperatorInvoiceRow> {
    this.operator.assertOperator();
    const { userId } = caller();
    const { locale, tzOffsetHours, correlationId } = requestContext();
    const tenantId = await this.invoices.tenantOf(this.db, id);
    if (tenantId === undefined) {
      throw new DomainError('INVOICE.NOT_FOUND');
    }
    return withTenant(this.db, tenantId, async (trx) => {
      const invoice = await this.invoices.lock(trx, id);
      if (!invoice) {
        throw new DomainError('INVOICE.NOT_FOUND');
      }
      assertUndecided({ status: invoice.status, decidedAt: invoice.decided_at }, tzOffsetHours);
      await this.invoices.reject(trx, id, { reason: body.reason, by: userId });
      const movementIds = await this.invoices.release(trx, id);
      await writeToOutbox(trx, 'billing', [
        newEvent(
          'billing.invoice.rejected',
          {
            invoiceId: id,
            reason: body.reason,
            amountCents: Number(invoice.amount_cents),
            movementIds,
            decidedBy: userId,
          },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return operatorInvoiceRowOf(await this.invoices.read(trx, id), locale, tzOffsetHours);
    });
  }
}
