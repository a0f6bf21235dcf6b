import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type H5PasswordState } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { H5PasswordRepository } from '../../h5-password.repository';
import { H5PasswordStateQuery } from './h5-password-state.query';

/** The benches tab's view of the H5 page password: set or not, by whom and when (never the hash). */
@QueryHandler(H5PasswordStateQuery)
export class H5PasswordStateHandler implements IQueryHandler<H5PasswordStateQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly passwords: H5PasswordRepository,
  ) {}

  async execute(): Promise<H5PasswordState> {
    const row = await withTenant(this.db, caller().tenantId, (trx) => this.passwords.state(trx));
    return {
      set: row !== undefined,
      updatedAt: row?.updated_at.toISOString() ?? null,
      updatedBy: row?.updated_by ?? null,
    };
  }
}
