import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['statistics', 'diameter-sheets'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      dailyStatsList: build.query<DailyStatsListApiResponse, DailyStatsListApiArg>({
        query: (queryArg) => ({ url: `/api/stats/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['statistics'],
      }),
      dailyStatsCategory: build.mutation<DailyStatsCategoryApiResponse, DailyStatsCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/stats/dia`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['statistics'],
      }),
      diameterSetsSummary: build.query<DiameterSetsSummaryApiResponse, DiameterSetsSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/checkStock/stats/compare`, method: 'POST', body: queryArg.body }),
        providesTags: ['diameter-sheets'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as statisticsGeneratedApi };
export type DailyStatsListApiResponse = /** status 200 needs permission stock/statistics */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      /** its sheets (the breakdown’s ids) */
      ids: string[];
      spus: string[];
      customerName: string;
      woodKindName: string;
      sheetCount: number;
      quantity: number;
      /** m3, 3 decimals */
      volume: number;
    }[];
    total: number;
  };
};
export type DailyStatsListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** the day the sheets were confirmed on, in the caller’s time zone; today when absent */
    statsDate?: string;
    /** 1 stock-in sheets, 2 stock-out sheets */
    flag?: 1 | 2;
  };
};
export type DailyStatsCategoryApiResponse = /** status 200 needs permission stock/statistics */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    standard: string;
    rows: {
      dia: number;
      length: number;
      qty: number;
      vol: number;
    }[];
    rangeGroups: {
      label: string;
      qty: number;
      vol: number;
    }[];
    totalQty: number;
    totalVol: number;
    avgDiameter: number;
    unmeasured: number;
  };
};
export type DailyStatsCategoryApiArg = {
  body: {
    ids: string[];
    /** 1 stock-in sheets, 2 stock-out sheets */
    flag: 1 | 2;
    /** every log measured again under it; the first sheet’s own when absent */
    standard?: string;
  };
};
export type DiameterSetsSummaryApiResponse = /** status 200 needs permission stock/diameterSets */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    sheets: {
      id: string;
      spu: string;
      storageDate: string;
      customerName: string;
      woodKind: string;
      standard: string;
      quantity: number;
      volume: number;
      checkQty: number | null;
      checkVol: number | null;
      purchaseQty: number | null;
      purchaseVol: number | null;
    }[];
    rows: {
      dia: number | null;
      qty: number;
      vol: number;
      checkQty: number;
      checkVol: number;
      purchaseQty: number;
      purchaseVol: number;
    }[];
    totals: {
      qty: number;
      vol: number;
      checkQty: number;
      checkVol: number;
      purchaseQty: number;
      purchaseVol: number;
    };
    checkedSheets: number;
    purchaseSheets: number;
  };
};
export type DiameterSetsSummaryApiArg = {
  body: {
    /** the stock-in sheets compared (1 to 100) */
    ids: string[];
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
  useDailyStatsListQuery,
  useLazyDailyStatsListQuery,
  useDailyStatsCategoryMutation,
  useDiameterSetsSummaryQuery,
  useLazyDiameterSetsSummaryQuery,
} = injectedRtkApi;
