import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['stock'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      stockOutOfStockList: build.query<StockOutOfStockListApiResponse, StockOutOfStockListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/pageOutOfStock`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      carDataList: build.query<CarDataListApiResponse, CarDataListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/carData/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      stockDetailExport: build.mutation<StockDetailExportApiResponse, StockDetailExportApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock'],
      }),
      stockExport: build.mutation<StockExportApiResponse, StockExportApiArg>({
        query: (queryArg) => ({ url: `/api/stock/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['stock'],
      }),
      stockKindSummary: build.query<StockKindSummaryApiResponse, StockKindSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/stock/simple`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as stockGeneratedApi };
export type StockOutOfStockListApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      storageBinId: string;
      storageBin: string;
      woodKindId: string;
      woodKind: string;
      quantity: number;
      volume: number;
      updateTime: string;
    }[];
    total: number;
  };
};
export type StockOutOfStockListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    locationId?: string;
    woodKindId?: string;
  };
};
export type CarDataListApiResponse = /** status 200 needs permission stock/containerData */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      transportNum: string;
      flag: number;
      /** its sheets, newest first */
      ids: string[];
      spus: string[];
      sheetCount: number;
      quantity: number;
      /** m3, 3 decimals */
      volume: number;
      firstDate: string;
      lastDate: string;
      /** the customers of its sheets, comma separated */
      customers: string;
      /** the wood kinds of its sheets, comma separated */
      woodKinds: string;
    }[];
    total: number;
  };
};
export type CarDataListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** 1 stock-in sheets, 2 stock-out sheets */
    flag?: 1 | 2;
    /** part of the transport number, any case */
    transportNum?: string;
    customerId?: string;
    /** sheet day from (inclusive) */
    dateFrom?: string;
    /** sheet day to (inclusive) */
    dateTo?: string;
  };
};
export type StockDetailExportApiResponse = /** status 200 needs permission stock/list */ Blob;
export type StockDetailExportApiArg = {
  body: {
    id: string;
    standard?: string;
  };
};
export type StockExportApiResponse = /** status 200 needs permission stock/list */ Blob;
export type StockExportApiArg = {
  body: {
    locationId?: string;
    woodKindId?: string;
  };
};
export type StockKindSummaryApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    rows: {
      woodKindId: string;
      woodKind: string;
      locations: number;
      quantity: number;
      volume: number;
    }[];
    totalQty: number;
    totalVol: number;
  };
};
export type StockKindSummaryApiArg = {
  body: {};
};
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useStockOutOfStockListQuery,
  useLazyStockOutOfStockListQuery,
  useCarDataListQuery,
  useLazyCarDataListQuery,
  useStockDetailExportMutation,
  useStockExportMutation,
  useStockKindSummaryQuery,
  useLazyStockKindSummaryQuery,
} = injectedRtkApi;
