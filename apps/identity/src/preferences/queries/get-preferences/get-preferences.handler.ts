import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { PreferencesRepository } from '../../preferences.repository';
import { GetPreferencesQuery } from './get-preferences.query';

/** The caller's layout settings, or the defaults while they have saved none. */
@QueryHandler(GetPreferencesQuery)
export class GetPreferencesHandler implements IQueryHandler<GetPreferencesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly preferences: PreferencesRepository,
  ) {}

  async execute({ tenantId, userId }: GetPreferencesQuery): Promise<UserPreferences> {
    const saved = await withTenant(this.db, tenantId, (trx) => this.preferences.find(trx, userId));
    return saved ?? DEFAULT_USER_PREFERENCES;
  }
}
