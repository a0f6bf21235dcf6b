import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type TenantAccount } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { TenantAccountRepository } from '../../tenant-account.repository';
import { GetTenantAccountQuery } from './get-tenant-account.query';

/** The caller's tenant, read under its own row-level security. */
@QueryHandler(GetTenantAccountQuery)
export class GetTenantAccountHandler implements IQueryHandler<GetTenantAccountQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: TenantAccountRepository,
  ) {}

  async execute({ tenantId }: GetTenantAccountQuery): Promise<TenantAccount> {
    const account = await withTenant(this.db, tenantId, (trx) => this.accounts.find(trx, tenantId));
    if (!account) {
      throw new DomainError('COMMON.NOT_FOUND');
    }
    return account;
  }
}
