import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AccountInfo, FEE_ITEMS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { LedgerRepository, yuanOf } from '../../../ledger';
import { AccountRepository } from '../../account.repository';
import { OperatorAccess } from '../../operator-access';
import { GetAccountQuery } from './get-account.query';

/** §3 Customer account, billing's part: the balance (derived from the ledger), limit, flag and fee items. */
@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
    private readonly operator: OperatorAccess,
  ) {}

  execute(query: GetAccountQuery): Promise<AccountInfo> {
    const tenantId = this.operator.tenantToRead(query.tenantId);
    const { locale } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const account = await this.accounts.find(trx, tenantId);
      const prices = await this.accounts.prices(trx);
      const balance = await this.ledger.balance(trx);
      return {
        tenantId,
        balance: yuanOf(balance),
        creditLimit: yuanOf(account.creditLimitCents),
        overdue: account.overdue,
        fees: FEE_ITEMS.filter((item) => prices[item] !== undefined).map((item) => ({
          feeItemId: item,
          feeItemName: translate(locale, 'server.billing.feeItem', { item }),
          price: yuanOf(prices[item] ?? 0),
          chargeUnit: translate(locale, 'server.billing.chargeUnit', { item }),
        })),
        operator: this.operator.isOperator(),
      };
    });
  }
}
