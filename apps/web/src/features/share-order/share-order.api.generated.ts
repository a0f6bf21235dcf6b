import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['orders'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      shareOrderList: build.query<ShareOrderListApiResponse, ShareOrderListApiArg>({
        query: (queryArg) => ({ url: `/api/order/business`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      shareImageList: build.query<ShareImageListApiResponse, ShareImageListApiArg>({
        query: (queryArg) => ({ url: `/api/order/business/img`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shareOrderGeneratedApi };
export type ShareOrderListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      /** the order's number; a sheet link's record: the sheet's SPU */
      orderNo: string;
      /** inbound or outbound order (or stock-in / stock-out sheet), in the caller's language */
      title: string;
      orderDate: string;
      /** the customer of an inbound order, the tenant's name on an outbound one (null: a link made before links kept it) */
      shipper: string | null;
      /** the customer of an outbound order, the tenant's name on an inbound one (null: a link made before links kept it) */
      consignee: string | null;
      totalQty: number;
      totalVol: number;
      /** wood kinds, comma list */
      kind: string;
      /** comma list */
      transportNum: string;
      spus: string;
      diaCategory: {
        dia: number;
        length: number;
        qty: number;
        vol: number;
      }[];
    }[];
    total: number;
    expiresAt: string;
    /** what the link shows: orders, or sheets (each record a sheet, its SPU as orderNo) */
    kind: 'order' | 'sheet';
  };
};
export type ShareOrderListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    token: string;
  };
};
export type ShareImageListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      url: string;
      /** logs measured on it */
      count: number;
    }[];
    total: number;
  };
};
export type ShareImageListApiArg = {
  body: {
    token: string;
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
  useShareOrderListQuery,
  useLazyShareOrderListQuery,
  useShareImageListQuery,
  useLazyShareImageListQuery,
} = injectedRtkApi;
