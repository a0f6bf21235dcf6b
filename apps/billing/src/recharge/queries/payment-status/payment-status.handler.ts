import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type PaymentSettled } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { PaymentRepository } from '../../payment.repository';
import { PaymentStatusQuery } from './payment-status.query';

/** The state of one of the tenant's payments (another tenant's is invisible: not found). */
@QueryHandler(PaymentStatusQuery)
export class PaymentStatusHandler implements IQueryHandler<PaymentStatusQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
  ) {}

  execute({ id }: PaymentStatusQuery): Promise<PaymentSettled> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const status = await this.payments.status(trx, id);
      if (status === undefined) {
        throw new DomainError('PAYMENT.NOT_FOUND');
      }
      return { id, status };
    });
  }
}
