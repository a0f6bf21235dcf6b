import { Injectable } from '@nestjs/common';
import { type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';

/** The measurement standards a tenant offers its users (codes of libs/volume); withTenant's transaction. */
@Injectable()
export class TenantStandardsRepository {
  async codes(trx: Transaction<IdentityDb>, tenantId: string): Promise<string[]> {
    const row = await trx
      .selectFrom('identity.tenants')
      .select('standards')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row?.standards ?? [];
  }
}
