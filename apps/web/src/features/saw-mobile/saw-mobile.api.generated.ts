import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['sawing-live'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      sawBenchList: build.query<SawBenchListApiResponse, SawBenchListApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      sawBenchSpecList: build.query<SawBenchSpecListApiResponse, SawBenchSpecListApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/specs`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      sawBenchClose: build.mutation<SawBenchCloseApiResponse, SawBenchCloseApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/close`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchCancelClose: build.mutation<SawBenchCancelCloseApiResponse, SawBenchCancelCloseApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/cancelClose`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchEdit: build.mutation<SawBenchEditApiResponse, SawBenchEditApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/edit`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchEditing: build.mutation<SawBenchEditingApiResponse, SawBenchEditingApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/editing`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchManage: build.mutation<SawBenchManageApiResponse, SawBenchManageApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/manage`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchMerge: build.mutation<SawBenchMergeApiResponse, SawBenchMergeApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchDelete: build.mutation<SawBenchDeleteApiResponse, SawBenchDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchRestore: build.mutation<SawBenchRestoreApiResponse, SawBenchRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/restore`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchSplit: build.mutation<SawBenchSplitApiResponse, SawBenchSplitApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/split`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchDoingList: build.query<AppSawbenchDoingListApiResponse, AppSawbenchDoingListApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/doing`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      appSawbenchOnfinishList: build.query<AppSawbenchOnfinishListApiResponse, AppSawbenchOnfinishListApiArg>(
        {
          query: (queryArg) => ({ url: `/api/app/sawbench/onfinish`, method: 'POST', body: queryArg.body }),
          providesTags: ['sawing-live'],
        },
      ),
      appSawbenchDofinish: build.mutation<AppSawbenchDofinishApiResponse, AppSawbenchDofinishApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/dofinish`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchMerge: build.mutation<AppSawbenchMergeApiResponse, AppSawbenchMergeApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchDelete: build.mutation<AppSawbenchDeleteApiResponse, AppSawbenchDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchSplit: build.mutation<AppSawbenchSplitApiResponse, AppSawbenchSplitApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/split`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchRestore: build.mutation<AppSawbenchRestoreApiResponse, AppSawbenchRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/restore`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchSetupPwd: build.mutation<AppSawbenchSetupPwdApiResponse, AppSawbenchSetupPwdApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/setuppwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5CheckCode: build.mutation<H5CheckCodeApiResponse, H5CheckCodeApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/checkCode`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5Login: build.mutation<H5LoginApiResponse, H5LoginApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5SetPassword: build.mutation<H5SetPasswordApiResponse, H5SetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/setPwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5SawList: build.query<H5SawListApiResponse, H5SawListApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as sawMobileGeneratedApi };
export type SawBenchListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      orderNo: string;
      woodCuttingMachineId: string;
      machineNum: string;
      machineName: string;
      cuttingDate: string;
      createTime: string;
      woodSpecs: string;
      category: string;
      woodGrade: number;
      length: number;
      logQty: number;
      logVol: number;
      woodVol: number | null;
      woodSysVol: number;
      manualOutturn: number | null;
      sysOutturn: number | null;
      state: number;
      mergedInto: string | null;
      mergeOrders: {
        id: string;
        orderNo: string;
        logQty: number;
        logVol: number;
      }[];
    }[];
    total: number;
  };
};
export type SawBenchListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    cusNo: string;
    machineNo: string;
    sign: string;
    date?: string;
  };
};
export type SawBenchSpecListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    woodLength: number;
    woodSpecs: string;
    thickness: number;
    width: number;
    woodBlocks: number;
    lastBlocks: number;
    woodGrade: number;
  }[];
};
export type SawBenchSpecListApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    id: string;
  };
};
export type SawBenchCloseApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchCloseApiArg = {
  body: {
    id: string;
    specsArr?: {
      id?: string;
      L?: number | null;
      W?: number | null;
      H?: number | null;
      B?: number | null;
      lastBlocks?: number;
      woodGrade?: 1 | 2 | 3;
    }[];
    woodVol?: number;
    cusNo: string;
    machineNo: string;
    sign: string;
  };
};
export type SawBenchCancelCloseApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchCancelCloseApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type SawBenchEditApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchEditApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    id: string;
    specsArr: {
      id?: string;
      L?: number | null;
      W?: number | null;
      H?: number | null;
      B?: number | null;
      lastBlocks?: number;
      woodGrade?: 1 | 2 | 3;
    }[];
  };
};
export type SawBenchEditingApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SawBenchEditingApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    id: string;
    editing: boolean;
  };
};
export type SawBenchManageApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SawBenchManageApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
  };
};
export type SawBenchMergeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchMergeApiArg = {
  body: {
    orderids: string;
    cusNo: string;
    machineNo: string;
    sign: string;
  };
};
export type SawBenchDeleteApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchDeleteApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type SawBenchRestoreApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchRestoreApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type SawBenchSplitApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchSplitApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type AppSawbenchDoingListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      orderNo: string;
      woodCuttingMachineId: string;
      machineNum: string;
      machineName: string;
      cuttingDate: string;
      createTime: string;
      woodSpecs: string;
      category: string;
      woodGrade: number;
      length: number;
      logQty: number;
      logVol: number;
      woodVol: number | null;
      woodSysVol: number;
      manualOutturn: number | null;
      sysOutturn: number | null;
      state: number;
      mergedInto: string | null;
      mergeOrders: {
        id: string;
        orderNo: string;
        logQty: number;
        logVol: number;
      }[];
    }[];
    total: number;
  };
};
export type AppSawbenchDoingListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    machineNo: string;
    date?: string;
  };
};
export type AppSawbenchOnfinishListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      orderNo: string;
      woodCuttingMachineId: string;
      machineNum: string;
      machineName: string;
      cuttingDate: string;
      createTime: string;
      woodSpecs: string;
      category: string;
      woodGrade: number;
      length: number;
      logQty: number;
      logVol: number;
      woodVol: number | null;
      woodSysVol: number;
      manualOutturn: number | null;
      sysOutturn: number | null;
      state: number;
      mergedInto: string | null;
      mergeOrders: {
        id: string;
        orderNo: string;
        logQty: number;
        logVol: number;
      }[];
    }[];
    total: number;
  };
};
export type AppSawbenchOnfinishListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    machineNo: string;
    date?: string;
  };
};
export type AppSawbenchDofinishApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchDofinishApiArg = {
  body: {
    id: string;
    specsArr?: {
      id?: string;
      L?: number | null;
      W?: number | null;
      H?: number | null;
      B?: number | null;
      lastBlocks?: number;
      woodGrade?: 1 | 2 | 3;
    }[];
    woodVol?: number;
    machineNo: string;
  };
};
export type AppSawbenchMergeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchMergeApiArg = {
  body: {
    orderids: string;
    machineNo: string;
  };
};
export type AppSawbenchDeleteApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchDeleteApiArg = {
  body: {
    machineNo: string;
    orderid: string;
  };
};
export type AppSawbenchSplitApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchSplitApiArg = {
  body: {
    machineNo: string;
    orderid: string;
  };
};
export type AppSawbenchRestoreApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchRestoreApiArg = {
  body: {
    machineNo: string;
    orderid: string;
  };
};
export type AppSawbenchSetupPwdApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type AppSawbenchSetupPwdApiArg = {
  body: {
    pwd: string;
  };
};
export type H5CheckCodeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    challengeId: string;
    image: string;
    expiresIn: number;
  };
};
export type H5CheckCodeApiArg = {
  body: {
    cusNo: string;
    sign: string;
  };
};
export type H5LoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    token: string;
    expiresAt: string;
  };
};
export type H5LoginApiArg = {
  body: {
    cusNo: string;
    sign: string;
    pwd: string;
    challengeId: string;
    checkCode: string;
  };
};
export type H5SetPasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type H5SetPasswordApiArg = {
  body: {
    cusNo: string;
    sign: string;
    oldPwd: string;
    pwd: string;
    challengeId: string;
    checkCode: string;
  };
};
export type H5SawListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    date: string;
    benches: {
      machineNo: string;
      name: string;
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    }[];
    totals: {
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    };
  };
};
export type H5SawListApiArg = {
  body: {
    token: string;
    cuttingDate?: string;
    machineNum?: string;
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
  useSawBenchListQuery,
  useLazySawBenchListQuery,
  useSawBenchSpecListQuery,
  useLazySawBenchSpecListQuery,
  useSawBenchCloseMutation,
  useSawBenchCancelCloseMutation,
  useSawBenchEditMutation,
  useSawBenchEditingMutation,
  useSawBenchManageMutation,
  useSawBenchMergeMutation,
  useSawBenchDeleteMutation,
  useSawBenchRestoreMutation,
  useSawBenchSplitMutation,
  useAppSawbenchDoingListQuery,
  useLazyAppSawbenchDoingListQuery,
  useAppSawbenchOnfinishListQuery,
  useLazyAppSawbenchOnfinishListQuery,
  useAppSawbenchDofinishMutation,
  useAppSawbenchMergeMutation,
  useAppSawbenchDeleteMutation,
  useAppSawbenchSplitMutation,
  useAppSawbenchRestoreMutation,
  useAppSawbenchSetupPwdMutation,
  useH5CheckCodeMutation,
  useH5LoginMutation,
  useH5SetPasswordMutation,
  useH5SawListQuery,
  useLazyH5SawListQuery,
} = injectedRtkApi;
