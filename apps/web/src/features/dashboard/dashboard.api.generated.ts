import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['statistics', 'stock-age', 'counting'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      dashboardSummary: build.query<DashboardSummaryApiResponse, DashboardSummaryApiArg>({
        query: () => ({ url: `/api/statistics/stock`, method: 'POST' }),
        providesTags: ['statistics'],
      }),
      dashboardChartSummary: build.query<DashboardChartSummaryApiResponse, DashboardChartSummaryApiArg>({
        query: () => ({ url: `/api/statistics/charts`, method: 'POST' }),
        providesTags: ['statistics'],
      }),
      stockAgeRuleList: build.query<StockAgeRuleListApiResponse, StockAgeRuleListApiArg>({
        query: (queryArg) => ({ url: `/api/invalarm/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock-age'],
      }),
      stockAgeRuleCreate: build.mutation<StockAgeRuleCreateApiResponse, StockAgeRuleCreateApiArg>({
        query: (queryArg) => ({ url: `/api/invalarm/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock-age'],
      }),
      stockAgeRuleDelete: build.mutation<StockAgeRuleDeleteApiResponse, StockAgeRuleDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/invalarm/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['stock-age'],
      }),
      stockAgeAlarmList: build.query<StockAgeAlarmListApiResponse, StockAgeAlarmListApiArg>({
        query: (queryArg) => ({ url: `/api/invalarm/stock`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock-age'],
      }),
      countingSummary: build.query<CountingSummaryApiResponse, CountingSummaryApiArg>({
        query: () => ({ url: `/api/count/img/summary` }),
        providesTags: ['counting'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dashboardGeneratedApi };
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
export type DashboardChartSummaryApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    days: {
      /** YYYY-MM-DD, the caller’s day */
      day: string;
      /** m3 confirmed in, 3 decimals */
      inVolume: number;
      /** m3 confirmed out, 3 decimals */
      outVolume: number;
    }[];
    byKind: {
      name: string;
      quantity: number;
      volume: number;
    }[];
    byLocation: {
      name: string;
      quantity: number;
      volume: number;
    }[];
  };
};
export type DashboardChartSummaryApiArg = void;
export type StockAgeRuleListApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      minimum: number;
      months: number;
      firing: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type StockAgeRuleListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type StockAgeRuleCreateApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    firing: number;
  };
};
export type StockAgeRuleCreateApiArg = {
  body: {
    /** logs, at least 1 */
    minimum: number;
    /** months, 1 to 120 */
    months: number;
  };
};
export type StockAgeRuleDeleteApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockAgeRuleDeleteApiArg = {
  id: string;
};
export type StockAgeAlarmListApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      stockId: string;
      ruleId: string;
      locationName: string;
      woodKindName: string;
      months: number;
      minimum: number;
      /** logs in stock since the rule’s months or longer */
      agedQty: number;
      /** their m3, 3 decimals */
      agedVolume: number;
      /** all logs of the row */
      quantity: number;
      /** YYYY-MM-DD the oldest log came in */
      oldestDay: string;
    }[];
    total: number;
  };
};
export type StockAgeAlarmListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type CountingSummaryApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    handlingNum: number;
    handledNum: number;
  };
};
export type CountingSummaryApiArg = void;
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useDashboardSummaryQuery,
  useLazyDashboardSummaryQuery,
  useDashboardChartSummaryQuery,
  useLazyDashboardChartSummaryQuery,
  useStockAgeRuleListQuery,
  useLazyStockAgeRuleListQuery,
  useStockAgeRuleCreateMutation,
  useStockAgeRuleDeleteMutation,
  useStockAgeAlarmListQuery,
  useLazyStockAgeAlarmListQuery,
  useCountingSummaryQuery,
  useLazyCountingSummaryQuery,
} = injectedRtkApi;
