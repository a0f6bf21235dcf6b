import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type PaymentSettled } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { PaymentRepository } from '../../payment.repository';
import { ReportFeedbackCommand } from './report-feedback.command';

/** Keeps the user's report on the tenant's payment (another tenant's: not found); its state stays the provider's to say. */
@CommandHandler(ReportFeedbackCommand)
export class ReportFeedbackHandler implements ICommandHandler<ReportFeedbackCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
  ) {}

  execute({ id, feedback }: ReportFeedbackCommand): Promise<PaymentSettled> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const payment = await this.payments.lock(trx, id);
      if (!payment) {
        throw new DomainError('PAYMENT.NOT_FOUND');
      }
      await this.payments.recordFeedback(trx, id, feedback);
      return { id, status: payment.status };
    });
  }
}
