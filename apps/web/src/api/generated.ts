import { emptyApi as api } from "./empty-api";
export const addTagTypes = [
  "auth",
  "accounts",
  "statistics",
  "wood-kinds",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/api/sys/user/login`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      sendResetCode: build.mutation<
        SendResetCodeApiResponse,
        SendResetCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/sys/sms/findPwd`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      resetPassword: build.mutation<
        ResetPasswordApiResponse,
        ResetPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/sys/user/resetPwd`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      userInfo: build.query<UserInfoApiResponse, UserInfoApiArg>({
        query: () => ({ url: `/api/sys/user/info` }),
        providesTags: ["auth"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/sys/user/logout`, method: "GET" }),
        invalidatesTags: ["auth"],
      }),
      changePassword: build.mutation<
        ChangePasswordApiResponse,
        ChangePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/sys/user/pwd`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["auth"],
      }),
      permissionTree: build.query<
        PermissionTreeApiResponse,
        PermissionTreeApiArg
      >({
        query: () => ({ url: `/api/sys/res/list`, method: "POST" }),
        providesTags: ["auth"],
      }),
      operationLog: build.query<OperationLogApiResponse, OperationLogApiArg>({
        query: (queryArg) => ({
          url: `/api/sys/logs`,
          method: "POST",
          body: queryArg.body,
        }),
        providesTags: ["accounts"],
      }),
      dashboardSummary: build.query<
        DashboardSummaryApiResponse,
        DashboardSummaryApiArg
      >({
        query: () => ({ url: `/api/statistics/summary`, method: "POST" }),
        providesTags: ["statistics"],
      }),
      woodKindList: build.query<WoodKindListApiResponse, WoodKindListApiArg>({
        query: (queryArg) => ({
          url: `/api/wk/pageData`,
          method: "POST",
          body: queryArg.body,
        }),
        providesTags: ["wood-kinds"],
      }),
      woodKindCreate: build.mutation<
        WoodKindCreateApiResponse,
        WoodKindCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/wk/save`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["wood-kinds"],
      }),
      woodKindUpdate: build.mutation<
        WoodKindUpdateApiResponse,
        WoodKindUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/wk/update`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["wood-kinds"],
      }),
      woodKindDelete: build.mutation<
        WoodKindDeleteApiResponse,
        WoodKindDeleteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/wk/del/${queryArg.id}`,
          method: "POST",
        }),
        invalidatesTags: ["wood-kinds"],
      }),
      woodKindDeleteSelected: build.mutation<
        WoodKindDeleteSelectedApiResponse,
        WoodKindDeleteSelectedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/wk/delete`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["wood-kinds"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type LoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    accessToken: string;
    defaultPassword: boolean;
  };
};
export type LoginApiArg = {
  body: {
    username: string;
    password: string;
  };
};
export type SendResetCodeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: any | null;
};
export type SendResetCodeApiArg = {
  body: {
    phone: string;
  };
};
export type ResetPasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: any | null;
};
export type ResetPasswordApiArg = {
  body: {
    phone: string;
    code: string;
    password: string;
  };
};
export type UserInfoApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    resources: string[];
    isAdmin: boolean;
    nickName: string;
    username: string;
    avatar: string;
    standard: {
      name: string;
      value: string;
    }[];
    cusShortName: string;
    customerId: string;
    overdue: boolean;
    userType: number;
  };
};
export type UserInfoApiArg = void;
export type LogoutApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: any | null;
};
export type LogoutApiArg = void;
export type ChangePasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: any | null;
};
export type ChangePasswordApiArg = {
  body: {
    oldPwd: string;
    newPwd: string;
  };
};
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
export type OperationLogApiResponse =
  /** status 200 needs permission system/role */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
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
    /** one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
  };
};
export type DashboardSummaryApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    qty: number;
    volume: number;
    entryQty: number;
    deliveryQty: number;
    entryVolume: number;
    deliveryVolume: number;
    handlingNum: number;
    handledNum: number;
  };
};
export type DashboardSummaryApiArg = void;
export type WoodKindListApiResponse =
  /** status 200 needs permission info/woodType */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        woodKindName: string;
        remark: string;
        createTime: string;
      }[];
      total: number;
    };
  };
export type WoodKindListApiArg = {
  body: {
    page?: number;
    /** one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    woodKindName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type WoodKindCreateApiResponse =
  /** status 200 needs permission info/woodType */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      id: string;
    };
  };
export type WoodKindCreateApiArg = {
  body: {
    woodKindName: string;
    remark?: string;
  };
};
export type WoodKindUpdateApiResponse =
  /** status 200 needs permission info/woodType */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: any | null;
  };
export type WoodKindUpdateApiArg = {
  body: {
    id: string;
    woodKindName: string;
    remark?: string;
  };
};
export type WoodKindDeleteApiResponse =
  /** status 200 needs permission info/woodType */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: any | null;
  };
export type WoodKindDeleteApiArg = {
  id: string;
};
export type WoodKindDeleteSelectedApiResponse =
  /** status 200 needs permission info/woodType */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: any | null;
  };
export type WoodKindDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export const {
  useLoginMutation,
  useSendResetCodeMutation,
  useResetPasswordMutation,
  useUserInfoQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  usePermissionTreeQuery,
  useOperationLogQuery,
  useDashboardSummaryQuery,
  useWoodKindListQuery,
  useWoodKindCreateMutation,
  useWoodKindUpdateMutation,
  useWoodKindDeleteMutation,
  useWoodKindDeleteSelectedMutation,
} = injectedRtkApi;
