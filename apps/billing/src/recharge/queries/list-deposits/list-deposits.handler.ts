import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DepositRow, type PageResult, type PayChannel } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { localTime, yuanOf } from '../../../ledger';
import { PaymentRepository } from '../../payment.repository';
import { ListDepositsQuery } from './list-deposits.query';

/** §2 history dialog: the tenant's payment orders, newest first, in the caller's day and language. */
@QueryHandler(ListDepositsQuery)
export class ListDepositsHandler implements IQueryHandler<ListDepositsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
  ) {}

  execute({ paging }: ListDepositsQuery): Promise<PageResult<DepositRow>> {
    const { locale, tzOffsetHours } = requestContext();
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const page = await this.payments.page(trx, paging);
      return {
        total: page.total,
        records: page.records.map((row) => ({
          id: row.id,
          amount: yuanOf(row.amountCents),
          preferenceAmt: 0,
          depositDate: localTime(row.createdAt, tzOffsetHours),
          payChannel: row.channel as PayChannel,
          status: row.status,
          statusDesc: translate(locale, 'server.status.payment', { status: row.status }),
        })),
      };
    });
  }
}
