import { Injectable } from '@nestjs/common';
import { type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';

type Trx = Transaction<SawingDb>;

/** SQL of the tenant's H5 page password (sawing.h5_passwords); every call runs inside withTenant's transaction. */
@Injectable()
export class H5PasswordRepository {
  /** The password's hash, locked for a change (none set yet: undefined). */
  async find(trx: Trx): Promise<string | undefined> {
    const row = await trx
      .selectFrom('sawing.h5_passwords')
      .select('password_hash')
      .forUpdate()
      .executeTakeFirst();
    return row?.password_hash;
  }

  /** Who set the password when, without its hash (none set yet: undefined). */
  state(trx: Trx): Promise<{ updated_at: Date; updated_by: string } | undefined> {
    return trx.selectFrom('sawing.h5_passwords').select(['updated_at', 'updated_by']).executeTakeFirst();
  }

  async save(trx: Trx, tenantId: string, passwordHash: string, by: string): Promise<void> {
    await trx
      .insertInto('sawing.h5_passwords')
      .values({ tenant_id: tenantId, password_hash: passwordHash, updated_by: by })
      .onConflict((c) =>
        c
          .column('tenant_id')
          .doUpdateSet({ password_hash: passwordHash, updated_by: by, updated_at: new Date() }),
      )
      .execute();
  }
}
