/** Accounts management (spec §2 "Account management" tabs User and Role, §3 System user and Permission group). */
import { z } from 'zod';
import { dayString, listQuerySchema, pageQuerySchema } from './common';

/** §7 POST /sys/users {page, pageSize}; the user-management list adds the creation days. */
export const systemUserListQuerySchema = listQuerySchema({
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type SystemUserListQuery = z.infer<typeof systemUserListQuerySchema>;

/** §3 System user, as the list shows it (never a password). */
export const systemUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  type: z.number().int().describe('3 super administrator, 7 administrator, 4 ordinary user'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  isAdmin: z.boolean().describe('a super administrator: the row cannot be edited or deleted'),
  roleIds: z.array(z.uuid()).describe('the permission groups the user belongs to'),
  permissionsList: z.array(z.object({ id: z.uuid(), name: z.string() })),
  lastSignTime: z.string().nullable(),
  signNum: z.number().int(),
  createTime: z.string(),
});
export type SystemUser = z.infer<typeof systemUserSchema>;

/** §7 POST /sys/perm/list {page, pageSize} (all groups: page 1, pageSize 1000, §9). */
export const permissionGroupListQuerySchema = pageQuerySchema;

/** §3 Permission group: the route and button keys (btn…) checked in the tree. */
export const permissionGroupSchema = z.object({
  id: z.uuid(),
  permName: z.string(),
  permDesc: z.string(),
  path: z.array(z.string()),
  createTime: z.string(),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;
