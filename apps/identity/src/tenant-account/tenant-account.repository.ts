import { Injectable } from '@nestjs/common';
import { type TenantAccount, USER_TYPE } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';

/** The tenant row and its contact: the phone of its first super administrator, its address. */
@Injectable()
export class TenantAccountRepository {
  async find(trx: Transaction<IdentityDb>, tenantId: string): Promise<TenantAccount | undefined> {
    const row = await trx
      .selectFrom('identity.tenants as t')
      .select((eb) => [
        't.id',
        't.number',
        't.name',
        't.address',
        't.created_at',
        eb
          .selectFrom('identity.users as u')
          .select('u.phone')
          .where('u.type', '=', USER_TYPE.SUPER_ADMIN)
          .orderBy('u.created_at')
          .orderBy('u.id')
          .limit(1)
          .as('phone'),
      ])
      .where('t.id', '=', tenantId)
      .executeTakeFirst();
    return (
      row && {
        tenantId: row.id,
        customerNo: row.number,
        customerName: row.name,
        phone: row.phone ?? '',
        address: row.address,
        registerTime: row.created_at.toISOString(),
      }
    );
  }

  async saveAddress(trx: Transaction<IdentityDb>, tenantId: string, address: string): Promise<void> {
    await trx.updateTable('identity.tenants').set({ address }).where('id', '=', tenantId).execute();
  }
}
