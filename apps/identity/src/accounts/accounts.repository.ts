import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type PageResult,
  type Paging,
  type PermissionGroup,
  type SystemUser,
  type SystemUserListQuery,
  USER_TYPE,
} from '@timber/contracts';
import { createdBetween, isUniqueViolation, newestFirstPage } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { groupPathsOfUser } from '../auth';
import { type IdentityDb } from '../identity-db';
import { type Editor } from './grant-rules';

type Trx = Transaction<IdentityDb>;

/** A user as account management writes it. */
export interface UserRow {
  id: string;
  tenantId: string;
  username: string;
  realName: string;
  phone: string;
  /** absent: unchanged on an edit, empty on a new user */
  email?: string;
  type: number;
  /** argon2id of the client hash; absent on an edit that keeps the password */
  passwordHash?: string;
}

/** What the live sessions of a user must hold after a change: name, type and the groups' keys. */
export interface UserAccess {
  id: string;
  username: string;
  type: number;
  groupPaths: string[];
}

/** SQL of the tenant's users and permission groups as account management lists them (withTenant's transaction). */
@Injectable()
export class AccountsRepository {
  /** A page of users, newest first, each with its permission groups by name. */
  users(trx: Trx, query: SystemUserListQuery, tzOffsetHours: number): Promise<PageResult<SystemUser>> {
    const base = createdBetween(trx.selectFrom('identity.users as u'), query, tzOffsetHours, 'u');
    return newestFirstPage(
      base,
      query,
      (picked) =>
        picked
          .select([
            'u.id',
            'u.username',
            'u.real_name',
            'u.phone',
            'u.email',
            'u.type',
            'u.status',
            'u.last_sign_at',
            'u.sign_num',
            'u.created_at',
          ])
          .select(
            sql<{ id: string; name: string }[]>`(select coalesce(
                json_agg(json_build_object('id', g.id, 'name', g.perm_name) order by g.perm_name, g.id), '[]')
              from identity.user_groups ug
              join identity.permission_groups g on g.id = ug.group_id
              where ug.user_id = u.id)`.as('groups'),
          ),
      (r) => ({
        id: r.id,
        username: r.username,
        realName: r.real_name,
        phone: r.phone,
        email: r.email,
        type: r.type,
        status: r.status,
        isAdmin: r.type === USER_TYPE.SUPER_ADMIN,
        roleIds: r.groups.map((group) => group.id),
        permissionsList: r.groups,
        lastSignTime: r.last_sign_at?.toISOString() ?? null,
        signNum: r.sign_num,
        createTime: r.created_at.toISOString(),
      }),
      'u',
    );
  }

  /** A page of permission groups by name. */
  async permissionGroups(trx: Trx, paging: Paging): Promise<PageResult<PermissionGroup>> {
    const [rows, count] = await Promise.all([
      trx
        .selectFrom('identity.permission_groups')
        .select(['id', 'perm_name', 'perm_desc', 'paths', 'created_at'])
        .orderBy('perm_name')
        .orderBy('id')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      trx
        .selectFrom('identity.permission_groups')
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      total: count.total,
      records: rows.map((r) => ({
        id: r.id,
        permName: r.perm_name,
        permDesc: r.perm_desc,
        path: r.paths,
        createTime: r.created_at.toISOString(),
      })),
    };
  }

  /** The user's type and name, locked for the change (RLS: another tenant's user is not found). */
  async lockUser(trx: Trx, id: string): Promise<{ username: string; type: number; status: number }> {
    const row = await trx
      .selectFrom('identity.users')
      .select(['username', 'type', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SYSTEM_USER.NOT_FOUND');
    }
    return row;
  }

  async insertUser(trx: Trx, user: UserRow & { passwordHash: string }): Promise<void> {
    try {
      await trx
        .insertInto('identity.users')
        .values({
          id: user.id,
          tenant_id: user.tenantId,
          username: user.username,
          real_name: user.realName,
          phone: user.phone,
          email: user.email ?? '',
          type: user.type,
          status: 1,
          password_hash: user.passwordHash,
          // an administrator chose it: the user is asked to change it (§5 default password)
          default_password: true,
        })
        .execute();
    } catch (error) {
      throw this.userTaken(error, user.username);
    }
  }

  async updateUser(trx: Trx, user: UserRow): Promise<void> {
    try {
      await trx
        .updateTable('identity.users')
        .set({
          username: user.username,
          real_name: user.realName,
          phone: user.phone,
          ...(user.email !== undefined ? { email: user.email } : {}),
          type: user.type,
          ...(user.passwordHash ? { password_hash: user.passwordHash, default_password: true } : {}),
        })
        .where('id', '=', user.id)
        .execute();
    } catch (error) {
      throw this.userTaken(error, user.username);
    }
  }

  async setUserStatus(trx: Trx, id: string, status: 0 | 1): Promise<void> {
    await trx.updateTable('identity.users').set({ status }).where('id', '=', id).execute();
  }

  async deleteUser(trx: Trx, id: string): Promise<void> {
    await trx.deleteFrom('identity.users').where('id', '=', id).execute();
  }

  /**
   * Makes the user a member of exactly these groups. Each must be one of the tenant's (a foreign
   * key does not see row-level security, so another tenant's group id is refused here); the groups
   * are share-locked so none is deleted before the transaction ends.
   */
  async setUserGroups(trx: Trx, tenantId: string, userId: string, groupIds: string[]): Promise<void> {
    const wanted = [...new Set(groupIds)];
    const found = await trx
      .selectFrom('identity.permission_groups')
      .select('id')
      .where('id', 'in', wanted)
      .forKeyShare()
      .execute();
    if (found.length !== wanted.length) {
      throw new DomainError('PERMISSION_GROUP.NOT_FOUND');
    }
    await trx.deleteFrom('identity.user_groups').where('user_id', '=', userId).execute();
    await trx
      .insertInto('identity.user_groups')
      .values(wanted.map((groupId) => ({ tenant_id: tenantId, user_id: userId, group_id: groupId })))
      .execute();
  }

  /** Adds a group, or edits it (locked first: its members are then read after any concurrent change). */
  async saveGroup(
    trx: Trx,
    group: { id: string; tenantId: string; permName: string; permDesc: string; paths: string[] },
    isNew: boolean,
  ): Promise<void> {
    try {
      if (isNew) {
        await trx
          .insertInto('identity.permission_groups')
          .values({
            id: group.id,
            tenant_id: group.tenantId,
            perm_name: group.permName,
            perm_desc: group.permDesc,
            paths: group.paths,
          })
          .execute();
        return;
      }
      const result = await trx
        .updateTable('identity.permission_groups')
        .set({ perm_name: group.permName, perm_desc: group.permDesc, paths: group.paths })
        .where('id', '=', group.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw new DomainError('PERMISSION_GROUP.NOT_FOUND');
      }
    } catch (error) {
      throw isUniqueViolation(error)
        ? new DomainError('PERMISSION_GROUP.NAME_TAKEN', { permName: group.permName })
        : error;
    }
  }

  /** Locks the group (a user being given it waits) and answers its name and members' count. */
  async lockGroup(trx: Trx, id: string): Promise<{ permName: string; members: number }> {
    const group = await trx
      .selectFrom('identity.permission_groups')
      .select('perm_name')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!group) {
      throw new DomainError('PERMISSION_GROUP.NOT_FOUND');
    }
    const count = await trx
      .selectFrom('identity.user_groups')
      .select(sql<number>`count(*)::int`.as('members'))
      .where('group_id', '=', id)
      .executeTakeFirstOrThrow();
    return { permName: group.perm_name, members: count.members };
  }

  async deleteGroup(trx: Trx, id: string): Promise<void> {
    await trx.deleteFrom('identity.permission_groups').where('id', '=', id).execute();
  }

  /** The members of a group. */
  async groupMembers(trx: Trx, groupId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('identity.user_groups')
      .select('user_id')
      .where('group_id', '=', groupId)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * The editor of a change to groups or users: its type, its groups and their keys, its row
   * share-locked so its own groups cannot change under the edit (RLS: one of the tenant's users).
   */
  async editor(trx: Trx, userId: string): Promise<Editor> {
    const row = await trx
      .selectFrom('identity.users as u')
      .select(['u.id', 'u.type'])
      .select(groupPathsOfUser.as('group_paths'))
      .where('u.id', '=', userId)
      .forShare()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SYSTEM_USER.NOT_FOUND');
    }
    return {
      userId: row.id,
      type: row.type,
      groupIds: await this.userGroupIds(trx, userId),
      groupPaths: row.group_paths,
    };
  }

  /** The groups a user belongs to. */
  async userGroupIds(trx: Trx, userId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('identity.user_groups')
      .select('group_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.group_id);
  }

  /** The keys these groups grant together (sorted, once each). */
  async groupsPaths(trx: Trx, groupIds: readonly string[]): Promise<string[]> {
    if (groupIds.length === 0) {
      return [];
    }
    const rows = await trx
      .selectFrom('identity.permission_groups')
      .select('paths')
      .where('id', 'in', [...groupIds])
      .execute();
    return [...new Set(rows.flatMap((row) => row.paths))].sort();
  }

  /** Name, type and the keys of all their groups, for each of these users that still exists. */
  async access(trx: Trx, userIds: string[]): Promise<UserAccess[]> {
    if (userIds.length === 0) {
      return [];
    }
    const rows = await trx
      .selectFrom('identity.users as u')
      .select(['u.id', 'u.username', 'u.type'])
      .select(groupPathsOfUser.as('group_paths'))
      .where('u.id', 'in', userIds)
      .where('u.status', '=', 1)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.type,
      groupPaths: row.group_paths,
    }));
  }

  private userTaken(error: unknown, username: string): unknown {
    return isUniqueViolation(error) ? new DomainError('SYSTEM_USER.NAME_TAKEN', { username }) : error;
  }
}
