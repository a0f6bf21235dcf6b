import { Inject, Injectable } from '@nestjs/common';
import { DB } from '@timber/nest-kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';
import { type ResetTarget } from '../shared/reset-target';

export interface ResetAccount {
  id: string;
  tenant_id: string;
  username: string;
}

export interface LoginRecord {
  id: string;
  tenant_id: string;
  password_hash: string;
  status: number;
}

export interface UserProfile {
  id: string;
  username: string;
  realName: string;
  type: number;
  defaultPassword: boolean;
  groupPaths: string[];
  tenantShortName: string;
  tenantName: string;
  tenantNumber: string;
  overdue: boolean;
  standards: string[];
}

/** The route and button keys of all the groups of the user `u` (sorted, once each). */
export const groupPathsOfUser = sql<string[]>`(select coalesce(array_agg(distinct p order by p), '{}')
  from identity.user_groups ug
  join identity.permission_groups g on g.id = ug.group_id
  cross join unnest(g.paths) p
  where ug.user_id = u.id)`;

/** SQL of users and their tenant. Every tenant-scoped call runs inside withTenant's transaction. */
@Injectable()
export class UserRepository {
  constructor(@Inject(DB) private readonly db: Kysely<IdentityDb>) {}

  /** The one query that crosses tenants: a security-definer function returning what login needs. */
  async findLogin(username: string): Promise<LoginRecord | undefined> {
    const result = await sql<LoginRecord>`select * from identity.find_login(${username})`.execute(this.db);
    return result.rows[0];
  }

  /**
   * The enabled accounts that use a phone number or an e-mail address (security-definer functions:
   * before login no tenant is known).
   */
  async findByResetTarget({ channel, to }: ResetTarget): Promise<ResetAccount[]> {
    const result =
      channel === 'sms'
        ? await sql<ResetAccount>`select * from identity.find_by_phone(${to})`.execute(this.db)
        : await sql<ResetAccount>`select * from identity.find_by_email(${to})`.execute(this.db);
    return result.rows;
  }

  async profile(trx: Transaction<IdentityDb>, userId: string): Promise<UserProfile | undefined> {
    const row = await trx
      .selectFrom('identity.users as u')
      .innerJoin('identity.tenants as t', 't.id', 'u.tenant_id')
      .select([
        'u.id',
        'u.username',
        'u.real_name',
        'u.type',
        'u.default_password',
        't.short_name',
        't.name as tenant_name',
        't.number',
        't.overdue',
        't.standards',
      ])
      .select(groupPathsOfUser.as('group_paths'))
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) {
      return undefined;
    }
    return {
      id: row.id,
      username: row.username,
      realName: row.real_name,
      type: row.type,
      defaultPassword: row.default_password,
      groupPaths: row.group_paths,
      tenantShortName: row.short_name,
      tenantName: row.tenant_name,
      tenantNumber: row.number,
      overdue: row.overdue,
      standards: row.standards,
    };
  }

  async username(trx: Transaction<IdentityDb>, userId: string): Promise<string | undefined> {
    const row = await trx
      .selectFrom('identity.users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.username;
  }

  async recordSignIn(trx: Transaction<IdentityDb>, userId: string): Promise<void> {
    await trx
      .updateTable('identity.users')
      .set((eb) => ({ last_sign_at: new Date(), sign_num: eb('sign_num', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  }

  async passwordHash(trx: Transaction<IdentityDb>, userId: string): Promise<string | undefined> {
    const row = await trx
      .selectFrom('identity.users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.password_hash;
  }

  async setPassword(trx: Transaction<IdentityDb>, userId: string, passwordHash: string): Promise<void> {
    await trx
      .updateTable('identity.users')
      .set({ password_hash: passwordHash, default_password: false })
      .where('id', '=', userId)
      .execute();
  }
}
