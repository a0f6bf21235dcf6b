import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type SystemUser } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { AccountsRepository } from '../../accounts.repository';
import { ListUsersQuery } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
  ) {}

  execute({ tenantId, filter, tzOffsetHours }: ListUsersQuery): Promise<PageResult<SystemUser>> {
    return withTenant(this.db, tenantId, (trx) => this.accounts.users(trx, filter, tzOffsetHours));
  }
}
