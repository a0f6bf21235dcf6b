import { Injectable } from '@nestjs/common';
import { type DeviceAccount, DomainError, type PageResult } from '@timber/contracts';
import { createdBetween, escapeLike, isUniqueViolation, newestFirstPage } from '@timber/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type AccountsDb } from '../accounts-db';
import { ACCOUNT_KINDS, type AccountKind } from './account-kind';

type Trx = Transaction<AccountsDb>;

/**
 * Both tables have the same columns (AccountRow), so one table's name stands for either in the
 * query builder's types; the name actually used is the kind's.
 */
const tableOf = (kind: AccountKind) => ACCOUNT_KINDS[kind].table as 'devices.app_users';

export interface AccountListFilter {
  page: number;
  pageSize: number;
  username?: string;
  createTimeFrom?: string;
  createTimeTo?: string;
}

/** What the app login needs of an app user, found before a tenant is known. */
export interface AppLoginAccount {
  id: string;
  tenant_id: string;
  username: string;
  real_name: string;
  password_hash: string;
  status: number;
}

/** SQL of device users and app users. Every call but findAppLogin runs inside withTenant's transaction. */
@Injectable()
export class AccountRepository {
  async insert(
    trx: Trx,
    kind: AccountKind,
    row: {
      id: string;
      tenantId: string;
      username: string;
      realName: string;
      phone: string;
      passwordHash: string;
      createdBy: string;
    },
  ): Promise<void> {
    try {
      await trx
        .insertInto(tableOf(kind))
        .values({
          id: row.id,
          tenant_id: row.tenantId,
          username: row.username,
          real_name: row.realName,
          phone: row.phone,
          password_hash: row.passwordHash,
          created_by: row.createdBy,
        })
        .execute();
    } catch (error) {
      throw this.taken(error, kind, row.username);
    }
  }

  /** Changes the fields; the password only when a new hash is given. */
  async update(
    trx: Trx,
    kind: AccountKind,
    row: { id: string; username: string; realName: string; phone: string; passwordHash?: string },
  ): Promise<void> {
    try {
      const result = await trx
        .updateTable(tableOf(kind))
        .set({
          username: row.username,
          real_name: row.realName,
          phone: row.phone,
          ...(row.passwordHash ? { password_hash: row.passwordHash } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .executeTakeFirst();
      this.found(kind, result.numUpdatedRows);
    } catch (error) {
      throw this.taken(error, kind, row.username);
    }
  }

  async setStatus(trx: Trx, kind: AccountKind, id: string, status: number): Promise<void> {
    const result = await trx
      .updateTable(tableOf(kind))
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    this.found(kind, result.numUpdatedRows);
  }

  async delete(trx: Trx, kind: AccountKind, id: string): Promise<void> {
    const result = await trx.deleteFrom(tableOf(kind)).where('id', '=', id).executeTakeFirst();
    this.found(kind, result.numDeletedRows);
  }

  /** A page, newest first; the username filter matches a part of the name, whatever its case. */
  page(
    trx: Trx,
    kind: AccountKind,
    filter: AccountListFilter,
    tzOffsetHours: number,
  ): Promise<PageResult<DeviceAccount>> {
    let base = trx.selectFrom(tableOf(kind));
    if (filter.username) {
      base = base.where('username', 'ilike', `%${escapeLike(filter.username)}%`);
    }
    base = createdBetween(base, filter, tzOffsetHours);
    return newestFirstPage(
      base,
      filter,
      (picked) => picked.select(['id', 'username', 'real_name', 'phone', 'status', 'created_at']),
      (r) => ({
        id: r.id,
        username: r.username,
        realName: r.real_name,
        phone: r.phone,
        status: r.status === 1 ? 1 : 0,
        createTime: r.created_at.toISOString(),
      }),
    );
  }

  /** The app user of a name, in any tenant (security-definer function of migration 0003). */
  async findAppLogin(db: Kysely<AccountsDb>, username: string): Promise<AppLoginAccount | undefined> {
    const found = await sql<AppLoginAccount>`select * from devices.find_app_login(${username})`.execute(db);
    return found.rows[0];
  }

  private found(kind: AccountKind, changed: bigint): void {
    if (changed === 0n) {
      throw new DomainError(ACCOUNT_KINDS[kind].notFound);
    }
  }

  private taken(error: unknown, kind: AccountKind, username: string): unknown {
    return isUniqueViolation(error) ? new DomainError(ACCOUNT_KINDS[kind].nameTaken, { username }) : error;
  }
}
