import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type PermissionGroup } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { AccountsRepository } from '../../accounts.repository';
import { ListPermissionGroupsQuery } from './list-permission-groups.query';

@QueryHandler(ListPermissionGroupsQuery)
export class ListPermissionGroupsHandler implements IQueryHandler<ListPermissionGroupsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
  ) {}

  execute({ tenantId, paging }: ListPermissionGroupsQuery): Promise<PageResult<PermissionGroup>> {
    return withTenant(this.db, tenantId, (trx) => this.accounts.permissionGroups(trx, paging));
  }
}
