import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['stock-count'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      countPlanList: build.query<CountPlanListApiResponse, CountPlanListApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/list/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock-count'],
      }),
      countPlanCreate: build.mutation<CountPlanCreateApiResponse, CountPlanCreateApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/createList`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock-count'],
      }),
      countPlanDelete: build.mutation<CountPlanDeleteApiResponse, CountPlanDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/delete/${queryArg.checkListNo}`, method: 'POST' }),
        invalidatesTags: ['stock-count'],
      }),
      countLineList: build.query<CountLineListApiResponse, CountLineListApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/listDetail`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock-count'],
      }),
      countPlanFinish: build.mutation<CountPlanFinishApiResponse, CountPlanFinishApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/finish/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['stock-count'],
      }),
      countLineClear: build.mutation<CountLineClearApiResponse, CountLineClearApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/detail/delete/${queryArg.diaId}`, method: 'POST' }),
        invalidatesTags: ['stock-count'],
      }),
      countClearAll: build.mutation<CountClearAllApiResponse, CountClearAllApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock-count'],
      }),
      countDetailExport: build.mutation<CountDetailExportApiResponse, CountDetailExportApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock-count'],
      }),
      countLineCount: build.mutation<CountLineCountApiResponse, CountLineCountApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/detail/count`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock-count'],
      }),
      countLineAdd: build.mutation<CountLineAddApiResponse, CountLineAddApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/detail/add`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock-count'],
      }),
      countAdjustmentList: build.query<CountAdjustmentListApiResponse, CountAdjustmentListApiArg>({
        query: (queryArg) => ({ url: `/api/inv/check/adjustments`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock-count'],
      }),
      monthlyInventoryList: build.query<MonthlyInventoryListApiResponse, MonthlyInventoryListApiArg>({
        query: (queryArg) => ({ url: `/api/simple/inv/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock-count'],
      }),
      monthlyInventoryAdjust: build.mutation<MonthlyInventoryAdjustApiResponse, MonthlyInventoryAdjustApiArg>(
        {
          query: (queryArg) => ({ url: `/api/simple/inv/adjust`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['stock-count'],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as stockCountsGeneratedApi };
export type CountPlanListApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      checkListNo: string;
      storageBinId: string;
      storageBin: string;
      woodKindId: string | null;
      woodKind: string;
      woodSpecs: string;
      qty: number;
      checkQty: number;
      planner: string;
      plannedTime: string;
      checker: string;
      checkTime: string | null;
      createTime: string;
      status: number;
      statusDesc: string;
      checkStatus: number;
      checkStatusDesc: string;
    }[];
    total: number;
  };
};
export type CountPlanListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    status?: 5 | 10;
    loc?: string;
  };
};
export type CountPlanCreateApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    checkListNo: string;
  };
};
export type CountPlanCreateApiArg = {
  body: {
    planTime: string;
    loc: string;
    kind?: string | null;
  };
};
export type CountPlanDeleteApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountPlanDeleteApiArg = {
  checkListNo: string;
};
export type CountLineListApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    plan: {
      id: string;
      checkListNo: string;
      storageBinId: string;
      storageBin: string;
      woodKindId: string | null;
      woodKind: string;
      woodSpecs: string;
      qty: number;
      checkQty: number;
      planner: string;
      plannedTime: string;
      checker: string;
      checkTime: string | null;
      createTime: string;
      status: number;
      statusDesc: string;
      checkStatus: number;
      checkStatusDesc: string;
    } | null;
    records: {
      diaId: string;
      planId: string;
      locName: string;
      kindName: string;
      dia: number;
      length: number;
      qty: number;
      checkQty: number;
      invQtyProfit: number;
      invQtyLoss: number;
      counted: boolean;
    }[];
    total: number;
  };
};
export type CountLineListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id?: string;
    location?: string;
    kind?: string;
    length?: string;
    result?: 0 | 1 | 2 | 3;
  };
};
export type CountPlanFinishApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    adjustments: number;
  };
};
export type CountPlanFinishApiArg = {
  id: string;
};
export type CountLineClearApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountLineClearApiArg = {
  diaId: string;
};
export type CountClearAllApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cleared: number;
  };
};
export type CountClearAllApiArg = {
  body: {};
};
export type CountDetailExportApiResponse = /** status 200 needs permission stock/inventory */ Blob;
export type CountDetailExportApiArg = {
  body: {
    id?: string;
    location?: string;
    kind?: string;
    length?: string;
    result?: 0 | 1 | 2 | 3;
  };
};
export type CountLineCountApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountLineCountApiArg = {
  body: {
    diaId: string;
    checkQty: number;
  };
};
export type CountLineAddApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    diaId: string;
  };
};
export type CountLineAddApiArg = {
  body: {
    kind: string;
    dia: number;
    length: number;
    checkQty: number;
  };
};
export type CountAdjustmentListApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      diaId: string;
      locName: string;
      kindName: string;
      dia: number;
      length: number;
      qty: number;
      volume: number;
      createTime: string;
      appliedTime: string | null;
    }[];
  };
};
export type CountAdjustmentListApiArg = {
  body: {
    id: string;
  };
};
export type MonthlyInventoryListApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    month: string;
    records: {
      id: string;
      logKindId: string;
      logKind: string;
      logVol: number;
      inboundVol: number;
      /** (chosen) the stock counts' adjustments in the month: logs found in excess less logs found missing, m3 */
      adjustedVol: number;
      outboundVol1: number;
      outboundVol2: number;
      outboundVol: number;
      inventory: number;
      logVol2: number | null;
      profitAndLoss: number | null;
    }[];
  };
};
export type MonthlyInventoryListApiArg = {
  body: {
    month: string;
  };
};
export type MonthlyInventoryAdjustApiResponse = /** status 200 needs permission stock/inventory */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type MonthlyInventoryAdjustApiArg = {
  body: {
    month: string;
    logKindId: string;
    vol: number;
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
  useCountPlanListQuery,
  useLazyCountPlanListQuery,
  useCountPlanCreateMutation,
  useCountPlanDeleteMutation,
  useCountLineListQuery,
  useLazyCountLineListQuery,
  useCountPlanFinishMutation,
  useCountLineClearMutation,
  useCountClearAllMutation,
  useCountDetailExportMutation,
  useCountLineCountMutation,
  useCountLineAddMutation,
  useCountAdjustmentListQuery,
  useLazyCountAdjustmentListQuery,
  useMonthlyInventoryListQuery,
  useLazyMonthlyInventoryListQuery,
  useMonthlyInventoryAdjustMutation,
} = injectedRtkApi;
