import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type OperatorInvoiceRow } from '@timber/contracts';
import { isUniqueViolation, withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OperatorAccess } from '../../../accounts';
import { type BillingDb } from '../../../billing-db';
import { assertInvoiceDate, assertUndecided } from '../../domain/invoice-rules';
import { operatorInvoiceRowOf } from '../../invoice-row';
import { InvoiceRepository } from '../../invoice.repository';
import { IssueInvoiceCommand } from './issue-invoice.command';

/**
 * The operator issues a requested invoice of any tenant, in one transaction under that tenant: the
 * invoice locked, still requested (else 402808), given its number (unique per tenant: 402809 from
 * the unique index) and date (not in the future: 402810), and `billing.invoice.issued` written to
 * the outbox. Anyone but the operator: 403001; an unknown invoice: 402807. A refusal writes nothing.
 */
@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly invoices: InvoiceRepository,
    private readonly operator: OperatorAccess,
  ) {}

  async execute({ id, body }: IssueInvoiceCommand): Promise<OperatorInvoiceRow> {
    this.operator.assertOperator();
    const { userId } = caller();
    const { locale, tzOffsetHours, correlationId } = requestContext();
    assertInvoiceDate(body.invoiceDate, tzOffsetHours);
    const tenantId = await this.invoices.tenantOf(this.db, id);
    if (tenantId === undefined) {
      throw new DomainError('INVOICE.NOT_FOUND');
    }
    try {
      return await withTenant(this.db, tenantId, async (trx) => {
        const invoice = await this.invoices.lock(trx, id);
        if (!invoice) {
          throw new DomainError('INVOICE.NOT_FOUND');
        }
        assertUndecided({ status: invoice.status, decidedAt: invoice.decided_at }, tzOffsetHours);
        await this.invoices.issue(trx, id, { ...body, by: userId });
        await writeToOutbox(trx, 'billing', [
          newEvent(
            'billing.invoice.issued',
            {
              invoiceId: id,
              invoiceNo: body.invoiceNo,
              invoiceDate: body.invoiceDate,
              amountCents: Number(invoice.amount_cents),
              decidedBy: userId,
            },
            { tenantId, correlationId, partitionKey: id },
          ),
        ]);
        return operatorInvoiceRowOf(await this.invoices.read(trx, id), locale, tzOffsetHours);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'invoices_number')) {
        throw new DomainError('INVOICE.NUMBER_TAKEN', { invoiceNo: body.invoiceNo });
      }
      throw error;
    }
  }
}
