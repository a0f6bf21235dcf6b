import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DeviceAccount, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { ListAccountsQuery } from './list-accounts.query';

@QueryHandler(ListAccountsQuery)
export class ListAccountsHandler implements IQueryHandler<ListAccountsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly accounts: AccountRepository,
  ) {}

  execute({ kind, filter }: ListAccountsQuery): Promise<PageResult<DeviceAccount>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.accounts.page(trx, kind, filter, requestContext().tzOffsetHours),
    );
  }
}
