import { Injectable } from '@nestjs/common';
import {
  type PageResult,
  type Paging,
  type PermissionGroup,
  type SystemUser,
  type SystemUserListQuery,
  USER_TYPE,
} from '@timber/contracts';
import { createdBetween, newestFirstPage } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';

type Trx = Transaction<IdentityDb>;

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
}
