import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['sawing', 'sawing-live'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      benchList: build.query<BenchListApiResponse, BenchListApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/machine/listAll`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing'],
      }),
      benchSave: build.mutation<BenchSaveApiResponse, BenchSaveApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/machine/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      benchDelete: build.mutation<BenchDeleteApiResponse, BenchDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/machine/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderList: build.query<SawingOrderListApiResponse, SawingOrderListApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing'],
      }),
      sawingOrderSave: build.mutation<SawingOrderSaveApiResponse, SawingOrderSaveApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/saveData`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderClose: build.mutation<SawingOrderCloseApiResponse, SawingOrderCloseApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/close`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderMerge: build.mutation<SawingOrderMergeApiResponse, SawingOrderMergeApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderSplit: build.mutation<SawingOrderSplitApiResponse, SawingOrderSplitApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/split`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderDelete: build.mutation<SawingOrderDeleteApiResponse, SawingOrderDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderRestore: build.mutation<SawingOrderRestoreApiResponse, SawingOrderRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/restore`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderReopen: build.mutation<SawingOrderReopenApiResponse, SawingOrderReopenApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/rtd/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['sawing'],
      }),
      sawingSpecList: build.query<SawingSpecListApiResponse, SawingSpecListApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/querySpecs/${queryArg.id}`, method: 'POST' }),
        providesTags: ['sawing'],
      }),
      sawingSpecDelete: build.mutation<SawingSpecDeleteApiResponse, SawingSpecDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/deleteSpecs/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['sawing'],
      }),
      sawingOrderLogList: build.query<SawingOrderLogListApiResponse, SawingOrderLogListApiArg>({
        query: (queryArg) => ({
          url: `/api/cutting/record/pagelog/${queryArg.machineNum}`,
          method: 'POST',
          body: queryArg.body,
        }),
        providesTags: ['sawing'],
      }),
      sawingTakeLogs: build.mutation<SawingTakeLogsApiResponse, SawingTakeLogsApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/saveLogs`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawingStockLogList: build.query<SawingStockLogListApiResponse, SawingStockLogListApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/stockLog/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing'],
      }),
      sawingRankingSummary: build.query<SawingRankingSummaryApiResponse, SawingRankingSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/record/ranking`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing'],
      }),
      sawingShareSummary: build.query<SawingShareSummaryApiResponse, SawingShareSummaryApiArg>({
        query: (queryArg) => ({
          url: `/api/cutting/record/reportforms`,
          method: 'POST',
          body: queryArg.body,
        }),
        providesTags: ['sawing'],
      }),
      sawingLogCategory: build.query<SawingLogCategoryApiResponse, SawingLogCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/cutting/record/findLogCategory`,
          method: 'POST',
          body: queryArg.body,
        }),
        providesTags: ['sawing'],
      }),
      manualBenchList: build.query<ManualBenchListApiResponse, ManualBenchListApiArg>({
        query: (queryArg) => ({ url: `/api/oldBench/listData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing'],
      }),
      manualBenchCreate: build.mutation<ManualBenchCreateApiResponse, ManualBenchCreateApiArg>({
        query: (queryArg) => ({ url: `/api/oldBench/saveData`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      manualBenchUpdate: build.mutation<ManualBenchUpdateApiResponse, ManualBenchUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/oldBench/editData`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      manualBenchDelete: build.mutation<ManualBenchDeleteApiResponse, ManualBenchDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/oldBench/delData`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      processingPriceSummary: build.query<ProcessingPriceSummaryApiResponse, ProcessingPriceSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/logProcessing/listData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing'],
      }),
      processingPriceSave: build.mutation<ProcessingPriceSaveApiResponse, ProcessingPriceSaveApiArg>({
        query: (queryArg) => ({ url: `/api/logProcessing/saveData`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing'],
      }),
      sawLinkSummary: build.query<SawLinkSummaryApiResponse, SawLinkSummaryApiArg>({
        query: () => ({ url: `/api/cutting/board/links`, method: 'POST' }),
        providesTags: ['sawing-live'],
      }),
      sawLinkRevoke: build.mutation<SawLinkRevokeApiResponse, SawLinkRevokeApiArg>({
        query: () => ({ url: `/api/cutting/board/revoke`, method: 'POST' }),
        invalidatesTags: ['sawing-live'],
      }),
      h5PasswordSummary: build.query<H5PasswordSummaryApiResponse, H5PasswordSummaryApiArg>({
        query: () => ({ url: `/api/cutting/h5/pwdState`, method: 'POST' }),
        providesTags: ['sawing-live'],
      }),
      h5PasswordReset: build.mutation<H5PasswordResetApiResponse, H5PasswordResetApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/h5/setPwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as sawingGeneratedApi };
export type BenchListApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    machineNo: string;
    name: string;
    createTime: string;
  }[];
};
export type BenchListApiArg = {
  body: {};
};
export type BenchSaveApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    machineNo: string;
    name: string;
    createTime: string;
  };
};
export type BenchSaveApiArg = {
  body: {
    id?: string;
    machineNo: string;
    name: string;
  };
};
export type BenchDeleteApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type BenchDeleteApiArg = {
  id: string;
};
export type SawingOrderListApiResponse = /** status 200 needs permission stock/sawTable */ {
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
export type SawingOrderListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    searchDate?: string;
    machineNum?: string;
  };
};
export type SawingOrderSaveApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderSaveApiArg = {
  body: {
    id?: string;
    machineId: string;
    cuttingDate: string;
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
export type SawingOrderCloseApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderCloseApiArg = {
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
  };
};
export type SawingOrderMergeApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderMergeApiArg = {
  body: {
    orderids: string;
  };
};
export type SawingOrderSplitApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderSplitApiArg = {
  body: {
    orderid: string;
  };
};
export type SawingOrderDeleteApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderDeleteApiArg = {
  body: {
    orderid: string;
  };
};
export type SawingOrderRestoreApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderRestoreApiArg = {
  body: {
    orderid: string;
  };
};
export type SawingOrderReopenApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingOrderReopenApiArg = {
  id: string;
};
export type SawingSpecListApiResponse = /** status 200 needs permission stock/sawTable */ {
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
export type SawingSpecListApiArg = {
  id: string;
};
export type SawingSpecDeleteApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingSpecDeleteApiArg = {
  id: string;
};
export type SawingOrderLogListApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      sheetId: string;
      sheetNo: string | null;
      woodCode: string;
      woodKind: string;
      woodKindId: string;
      woodSpecs: number;
      diameter: number | null;
      volume: number;
    }[];
    total: number;
  };
};
export type SawingOrderLogListApiArg = {
  machineNum: string;
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id: string;
  };
};
export type SawingTakeLogsApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawingTakeLogsApiArg = {
  body: {
    id: string;
    logs: {
      sheetId: string;
      woodCode: string;
    }[];
  };
};
export type SawingStockLogListApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      sheetId: string;
      sheetNo: string | null;
      woodCode: string;
      woodKind: string;
      woodKindId: string;
      woodSpecs: number;
      diameter: number | null;
      volume: number;
    }[];
    total: number;
  };
};
export type SawingStockLogListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    woodKindId?: string;
  };
};
export type SawingRankingSummaryApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    logProcessingTotalVol: number;
    logTotalVol: number;
    avgOutturn: number | null;
    avgDia: number;
    ranking: {
      rank: number;
      benchId: string;
      benchNo: string;
      benchName: string;
      outturn: number | null;
      vol: number;
      woodVol: number;
      avgDia: number;
    }[];
  };
};
export type SawingRankingSummaryApiArg = {
  body: {
    kind?: string;
    startDate?: string;
    endDate?: string;
    orderBy?: 'outturn' | 'vol';
  };
};
export type SawingShareSummaryApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    dim: 'log' | 'board';
    name: string[];
    value: number[];
  }[];
};
export type SawingShareSummaryApiArg = {
  body: {
    kind?: string;
    startDate?: string;
    endDate?: string;
    orderBy?: 'outturn' | 'vol';
  };
};
export type SawingLogCategoryApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    name: string;
  }[];
};
export type SawingLogCategoryApiArg = {
  body: {};
};
export type ManualBenchListApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      cuttingDate: string;
      logKindId: string;
      logKind: string;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    }[];
    total: number;
  };
};
export type ManualBenchListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    cuttingDate?: string;
  };
};
export type ManualBenchCreateApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    cuttingDate: string;
    logKindId: string;
    logKind: string;
    logVol: number;
    woodVol: number;
    outturn: number | null;
  };
};
export type ManualBenchCreateApiArg = {
  body: {
    cuttingDate: string;
    logKindId: string;
    logVol: number;
    woodVol: number;
  };
};
export type ManualBenchUpdateApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    cuttingDate: string;
    logKindId: string;
    logKind: string;
    logVol: number;
    woodVol: number;
    outturn: number | null;
  };
};
export type ManualBenchUpdateApiArg = {
  body: {
    id: string;
    cuttingDate: string;
    logKindId: string;
    logVol: number;
    woodVol: number;
  };
};
export type ManualBenchDeleteApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type ManualBenchDeleteApiArg = {
  body: {
    id: string;
  };
};
export type ProcessingPriceSummaryApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    processingDate: string;
    processingUnitPrice: number | null;
    saved: boolean;
    logProcessing: {
      kindId: string;
      kindName: string;
      logVol: number | null;
      logUnitPrice: number | null;
    }[];
  };
};
export type ProcessingPriceSummaryApiArg = {
  body: {
    processingDate: string;
  };
};
export type ProcessingPriceSaveApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    processingDate: string;
    processingUnitPrice: number | null;
    saved: boolean;
    logProcessing: {
      kindId: string;
      kindName: string;
      logVol: number | null;
      logUnitPrice: number | null;
    }[];
  };
};
export type ProcessingPriceSaveApiArg = {
  body: {
    processingDate: string;
    processingUnitPrice?: number | null;
    logProcessing: {
      kindId: string;
      logVol?: number | null;
      logUnitPrice?: number | null;
    }[];
  };
};
export type SawLinkSummaryApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    boardToken: string;
    cusNo: string;
    h5Sign: string;
    benches: {
      machineNo: string;
      name: string;
      sign: string;
    }[];
    revokedAt: string | null;
  };
};
export type SawLinkSummaryApiArg = void;
export type SawLinkRevokeApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    boardToken: string;
    cusNo: string;
    h5Sign: string;
    benches: {
      machineNo: string;
      name: string;
      sign: string;
    }[];
    revokedAt: string | null;
  };
};
export type SawLinkRevokeApiArg = void;
export type H5PasswordSummaryApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    set: boolean;
    updatedAt: string | null;
    updatedBy: string | null;
  };
};
export type H5PasswordSummaryApiArg = void;
export type H5PasswordResetApiResponse = /** status 200 needs permission stock/sawTable */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type H5PasswordResetApiArg = {
  body: {
    pwd: string;
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
  useBenchListQuery,
  useLazyBenchListQuery,
  useBenchSaveMutation,
  useBenchDeleteMutation,
  useSawingOrderListQuery,
  useLazySawingOrderListQuery,
  useSawingOrderSaveMutation,
  useSawingOrderCloseMutation,
  useSawingOrderMergeMutation,
  useSawingOrderSplitMutation,
  useSawingOrderDeleteMutation,
  useSawingOrderRestoreMutation,
  useSawingOrderReopenMutation,
  useSawingSpecListQuery,
  useLazySawingSpecListQuery,
  useSawingSpecDeleteMutation,
  useSawingOrderLogListQuery,
  useLazySawingOrderLogListQuery,
  useSawingTakeLogsMutation,
  useSawingStockLogListQuery,
  useLazySawingStockLogListQuery,
  useSawingRankingSummaryQuery,
  useLazySawingRankingSummaryQuery,
  useSawingShareSummaryQuery,
  useLazySawingShareSummaryQuery,
  useSawingLogCategoryQuery,
  useLazySawingLogCategoryQuery,
  useManualBenchListQuery,
  useLazyManualBenchListQuery,
  useManualBenchCreateMutation,
  useManualBenchUpdateMutation,
  useManualBenchDeleteMutation,
  useProcessingPriceSummaryQuery,
  useLazyProcessingPriceSummaryQuery,
  useProcessingPriceSaveMutation,
  useSawLinkSummaryQuery,
  useLazySawLinkSummaryQuery,
  useSawLinkRevokeMutation,
  useH5PasswordSummaryQuery,
  useLazyH5PasswordSummaryQuery,
  useH5PasswordResetMutation,
} = injectedRtkApi;
