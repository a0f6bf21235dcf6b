/** Accounts management (spec §2 "Account management" tabs User and Role, §3 System user and Permission group). */
import { z } from 'zod';
import { CLIENT_PASSWORD_HASH } from '../password-hash';
import { USER_TYPE } from '../permissions';
import { EMAIL_ADDRESS, EMAIL_MAX, usernameSchema } from './auth';
import { dayString, listQuerySchema, pageQuerySchema } from './common';
import { MOBILE_PHONE } from './customers';

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
  email: z.string().describe('where reset codes are mailed; empty when none'),
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

/** §5 Admin user form: real name and phone at most 20 and 11 characters. */
export const SYSTEM_USER_REAL_NAME_MAX = 20;
export const SYSTEM_USER_PHONE_MAX = 11;
/** §5 Permission group: permName at most 20 characters; the description is ours to bound. */
export const PERM_NAME_MAX = 20;
export const PERM_DESC_MAX = 200;
/** A user may belong to this many groups at most (a bound for the request, not a rule of §6). */
const GROUPS_MAX = 100;

/** What the client sends in place of a password: clientPasswordHash(password) (§7 "password hashed"). */
const clientHash = z.string().regex(CLIENT_PASSWORD_HASH, { error: 'invalid' });

/** §5 type required, 7 or 4: a super administrator (3) is never made or edited through the list (§6). */
export const assignableUserType = z.union([z.literal(USER_TYPE.ADMIN), z.literal(USER_TYPE.ORDINARY)]);

const systemUserFields = {
  username: usernameSchema,
  realName: z.string().trim().min(1).max(SYSTEM_USER_REAL_NAME_MAX),
  phone: z.string().trim().min(1).max(SYSTEM_USER_PHONE_MAX).regex(MOBILE_PHONE, { error: 'invalid' }),
  /** (chosen) where reset codes are mailed (tenants outside mainland China); empty for none, kept when absent on an edit */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX)
    .refine((value) => value === '' || EMAIL_ADDRESS.test(value), { error: 'invalid' })
    .optional(),
  type: assignableUserType,
  roleIds: z.array(z.uuid()).min(1).max(GROUPS_MAX).describe('§5: at least one permission group'),
};

/** §7 POST /sys/user: password hashed, the confirmation removed by the client. */
export const systemUserCreateSchema = z.strictObject({ ...systemUserFields, password: clientHash });
export type SystemUserCreate = z.infer<typeof systemUserCreateSchema>;

/** §7 PUT /sys/user: without a password the stored one is kept. */
export const systemUserUpdateSchema = z.strictObject({
  id: z.uuid(),
  ...systemUserFields,
  password: clientHash.optional(),
});
export type SystemUserUpdate = z.infer<typeof systemUserUpdateSchema>;

/** §4 Others: the user list's status switch, 1 enabled, 0 disabled. */
export const systemUserStatusSchema = z.strictObject({
  id: z.uuid(),
  status: z.union([z.literal(1), z.literal(0)]),
});
export type SystemUserStatus = z.infer<typeof systemUserStatusSchema>;

/** §7 POST /sys/perm/save: a new group without id, an edit with it; `path` holds keys of the permission tree. */
export const permissionGroupSaveSchema = z.strictObject({
  id: z.uuid().optional(),
  permName: z.string().trim().min(1).max(PERM_NAME_MAX),
  permDesc: z.string().trim().max(PERM_DESC_MAX).default(''),
  path: z.array(z.string().min(1).max(100)).max(500),
});
export type PermissionGroupSave = z.infer<typeof permissionGroupSaveSchema>;
