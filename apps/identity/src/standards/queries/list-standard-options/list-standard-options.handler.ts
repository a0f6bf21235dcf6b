import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type StandardOption } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { TenantStandardsRepository } from '../../tenant-standards.repository';
import { ListStandardOptionsQuery } from './list-standard-options.query';

/** §3 Measurement standard option {name, value}: the same list as user info's `standard`. */
@QueryHandler(ListStandardOptionsQuery)
export class ListStandardOptionsHandler implements IQueryHandler<ListStandardOptionsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly standards: TenantStandardsRepository,
  ) {}

  async execute({ tenantId }: ListStandardOptionsQuery): Promise<StandardOption[]> {
    const codes = await withTenant(this.db, tenantId, (trx) => this.standards.codes(trx, tenantId));
    return codes.map((code) => ({ name: code, value: code }));
  }
}
