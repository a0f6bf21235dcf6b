import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type TableColumns } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { PreferencesRepository } from '../../preferences.repository';
import { GetTableColumnsQuery } from './get-table-columns.query';

/** The columns the caller hides in each list; an empty record while they hide none. */
@QueryHandler(GetTableColumnsQuery)
export class GetTableColumnsHandler implements IQueryHandler<GetTableColumnsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly preferences: PreferencesRepository,
  ) {}

  execute({ tenantId, userId }: GetTableColumnsQuery): Promise<TableColumns> {
    return withTenant(this.db, tenantId, (trx) => this.preferences.findColumns(trx, userId));
  }
}
