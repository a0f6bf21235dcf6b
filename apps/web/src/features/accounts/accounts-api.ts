import { api } from '../../api/api';
import {
  type PermissionGroupListApiResponse,
  type PermissionTreeApiResponse,
  type SystemUserListApiResponse,
} from '../../api/generated';

/** The calls of account management (§2 tabs User and Role, §7 /sys/user, /sys/perm). */
export const {
  useSystemUserListQuery,
  useSystemUserCreateMutation,
  useSystemUserUpdateMutation,
  useSystemUserStatusMutation,
  useSystemUserDeleteMutation,
  usePermissionGroupListQuery,
  usePermissionGroupSaveMutation,
  usePermissionGroupDeleteMutation,
  usePermissionTreeQuery,
} = api;

export type SystemUser = SystemUserListApiResponse['data']['records'][number];
export type PermissionGroup = PermissionGroupListApiResponse['data']['records'][number];
export type PermissionNode = PermissionTreeApiResponse['data'][number];

/** §9: the role list of the user form is asked for with page 1, pageSize 1000. */
export const ALL_GROUPS = { body: { page: 1, pageSize: 1000 } };
