import { type RowOf } from '../../api/row-of';
import {
  accountsGeneratedApi,
  type OperationLogApiResponse,
  type PermissionGroupListApiResponse,
  type PermissionTreeApiResponse,
  type SystemUserListApiResponse,
} from './accounts.api.generated';

/** The calls of account management (§2 tabs User, Role and Log, §7 /sys/user, /sys/perm, /sys/logs). */
accountsGeneratedApi.enhanceEndpoints({
  addTagTypes: ['user'],
  // The permission tree is the user's: refreshed with the user's information.
  endpoints: { permissionTree: { providesTags: ['user'] } },
});

export * from './accounts.api.generated';

export type SystemUser = RowOf<SystemUserListApiResponse>;
export type PermissionGroup = RowOf<PermissionGroupListApiResponse>;
export type OperationLogRecord = RowOf<OperationLogApiResponse>;
export type PermissionNode = RowOf<PermissionTreeApiResponse>;

/** §9: the role list of the user form is asked for with page 1, pageSize 1000. */
export const ALL_GROUPS = { body: { page: 1, pageSize: 1000 } };

/** (chosen) /sys/logs/downloadExcel: the operation log entries the Log tab's filters match, as xlsx (§9). */
export const OPERATION_LOG_EXPORT_URL = '/api/sys/logs/downloadExcel';
