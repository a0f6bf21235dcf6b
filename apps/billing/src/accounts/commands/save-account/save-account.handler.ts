import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type AccountInfo } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { centsOf } from '../../../ledger';
import { AccountLedger } from '../../account-ledger';
import { AccountRepository } from '../../account.repository';
import { OperatorAccess } from '../../operator-access';
import { GetAccountQuery } from '../../queries/get-account/get-account.query';
import { SaveAccountCommand } from './save-account.command';

/**
 * The operator sets a tenant's prices and credit limit in one transaction (under that tenant, so
 * row-level security keeps the write to it); a new limit decides the arrears again at once.
 */
@CommandHandler(SaveAccountCommand)
export class SaveAccountHandler implements ICommandHandler<SaveAccountCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly accounts: AccountRepository,
    private readonly ledger: AccountLedger,
    private readonly operator: OperatorAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ body }: SaveAccountCommand): Promise<AccountInfo> {
    this.operator.assertOperator();
    const { username } = caller();
    const { correlationId } = requestContext();
    await withTenant(this.db, body.tenantId, async (trx) => {
      await this.accounts.lock(trx, body.tenantId);
      await this.accounts.setPrices(
        trx,
        body.tenantId,
        body.fees.map((fee) => ({ feeItem: fee.feeItemId, cents: centsOf(fee.price) })),
        username,
      );
      if (body.creditLimit !== undefined) {
        await this.accounts.setCreditLimit(trx, body.tenantId, centsOf(body.creditLimit));
        await this.ledger.decideArrears(trx, body.tenantId, correlationId);
      }
    });
    return this.queries.execute(new GetAccountQuery(body.tenantId));
  }
}
