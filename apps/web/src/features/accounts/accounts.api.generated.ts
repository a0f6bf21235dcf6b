import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['auth', 'accounts'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      permissionTree: build.query<PermissionTreeApiResponse, PermissionTreeApiArg>({
        query: () => ({ url: `/api/sys/res/list`, method: 'POST' }),
        providesTags: ['auth'],
      }),
      systemUserList: build.query<SystemUserListApiResponse, SystemUserListApiArg>({
        query: (queryArg) => ({ url: `/api/sys/users`, method: 'POST', body: queryArg.body }),
        providesTags: ['accounts'],
      }),
      permissionGroupList: build.query<PermissionGroupListApiResponse, PermissionGroupListApiArg>({
        query: (queryArg) => ({ url: `/api/sys/perm/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['accounts'],
      }),
      systemUserCreate: build.mutation<SystemUserCreateApiResponse, SystemUserCreateApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      systemUserUpdate: build.mutation<SystemUserUpdateApiResponse, SystemUserUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      systemUserDelete: build.mutation<SystemUserDeleteApiResponse, SystemUserDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['accounts'],
      }),
      systemUserStatus: build.mutation<SystemUserStatusApiResponse, SystemUserStatusApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/status`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      permissionGroupSave: build.mutation<PermissionGroupSaveApiResponse, PermissionGroupSaveApiArg>({
        query: (queryArg) => ({ url: `/api/sys/perm/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      permissionGroupDelete: build.mutation<PermissionGroupDeleteApiResponse, PermissionGroupDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/sys/perm/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['accounts'],
      }),
      operationLog: build.query<OperationLogApiResponse, OperationLogApiArg>({
        query: (queryArg) => ({ url: `/api/sys/logs`, method: 'POST', body: queryArg.body }),
        providesTags: ['accounts'],
      }),
      operationLogOperationList: build.query<
        OperationLogOperationListApiResponse,
        OperationLogOperationListApiArg
      >({
        query: () => ({ url: `/api/sys/logs/operations`, method: 'POST' }),
        providesTags: ['accounts'],
      }),
      operationLogExport: build.mutation<OperationLogExportApiResponse, OperationLogExportApiArg>({
        query: (queryArg) => ({ url: `/api/sys/logs/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as accountsGeneratedApi };
export type PermissionTreeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    key: string;
    titleId: string;
    children?: {
      key: string;
      titleId: string;
    }[];
  }[];
};
export type PermissionTreeApiArg = void;
export type SystemUserListApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      username: string;
      realName: string;
      phone: string;
      /** where reset codes are mailed; empty when none */
      email: string;
      /** 3 super administrator, 7 administrator, 4 ordinary user */
      type: number;
      /** 1 enabled, 0 disabled */
      status: number;
      /** a super administrator: the row cannot be edited or deleted */
      isAdmin: boolean;
      /** the permission groups the user belongs to */
      roleIds: string[];
      permissionsList: {
        id: string;
        name: string;
      }[];
      lastSignTime: string | null;
      signNum: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type SystemUserListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type PermissionGroupListApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      permName: string;
      permDesc: string;
      path: string[];
      createTime: string;
    }[];
    total: number;
  };
};
export type PermissionGroupListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type SystemUserCreateApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type SystemUserCreateApiArg = {
  body: {
    username: string;
    realName: string;
    phone: string;
    email?: string;
    type: 7 | 4;
    /** §5: at least one permission group */
    roleIds: string[];
    password: string;
  };
};
export type SystemUserUpdateApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SystemUserUpdateApiArg = {
  body: {
    id: string;
    username: string;
    realName: string;
    phone: string;
    email?: string;
    type: 7 | 4;
    /** §5: at least one permission group */
    roleIds: string[];
    password?: string;
  };
};
export type SystemUserDeleteApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SystemUserDeleteApiArg = {
  id: string;
};
export type SystemUserStatusApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SystemUserStatusApiArg = {
  body: {
    id: string;
    status: 1 | 0;
  };
};
export type PermissionGroupSaveApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type PermissionGroupSaveApiArg = {
  body: {
    id?: string;
    permName: string;
    permDesc?: string;
    path: string[];
  };
};
export type PermissionGroupDeleteApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type PermissionGroupDeleteApiArg = {
  id: string;
};
export type OperationLogApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: number;
      username: string;
      createTime: string;
      ip: string;
      operation: string;
    }[];
    total: number;
  };
};
export type OperationLogApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    username?: string;
    operation?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OperationLogOperationListApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    value: string;
    label: string;
  }[];
};
export type OperationLogOperationListApiArg = void;
export type OperationLogExportApiResponse = /** status 200 needs permission system/role */ Blob;
export type OperationLogExportApiArg = {
  body: {
    username?: string;
    operation?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  usePermissionTreeQuery,
  useLazyPermissionTreeQuery,
  useSystemUserListQuery,
  useLazySystemUserListQuery,
  usePermissionGroupListQuery,
  useLazyPermissionGroupListQuery,
  useSystemUserCreateMutation,
  useSystemUserUpdateMutation,
  useSystemUserDeleteMutation,
  useSystemUserStatusMutation,
  usePermissionGroupSaveMutation,
  usePermissionGroupDeleteMutation,
  useOperationLogQuery,
  useLazyOperationLogQuery,
  useOperationLogOperationListQuery,
  useLazyOperationLogOperationListQuery,
  useOperationLogExportMutation,
} = injectedRtkApi;
