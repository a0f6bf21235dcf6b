import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['orders'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      orderList: build.query<OrderListApiResponse, OrderListApiArg>({
        query: (queryArg) => ({ url: `/api/order/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      orderUnsettledList: build.query<OrderUnsettledListApiResponse, OrderUnsettledListApiArg>({
        query: (queryArg) => ({ url: `/api/order/unsettled`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      orderSave: build.mutation<OrderSaveApiResponse, OrderSaveApiArg>({
        query: (queryArg) => ({ url: `/api/order/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      orderCheck: build.mutation<OrderCheckApiResponse, OrderCheckApiArg>({
        query: (queryArg) => ({ url: `/api/order/check/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['orders'],
      }),
      orderWriteOff: build.mutation<OrderWriteOffApiResponse, OrderWriteOffApiArg>({
        query: (queryArg) => ({ url: `/api/order/verification/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['orders'],
      }),
      orderDelete: build.mutation<OrderDeleteApiResponse, OrderDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/order/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['orders'],
      }),
      orderDetail: build.query<OrderDetailApiResponse, OrderDetailApiArg>({
        query: (queryArg) => ({ url: `/api/order/detail/${queryArg.id}` }),
        providesTags: ['orders'],
      }),
      orderSpuList: build.query<OrderSpuListApiResponse, OrderSpuListApiArg>({
        query: (queryArg) => ({ url: `/api/order/listSpu`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      orderWoodList: build.query<OrderWoodListApiResponse, OrderWoodListApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      orderDetailExport: build.mutation<OrderDetailExportApiResponse, OrderDetailExportApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      orderExport: build.mutation<OrderExportApiResponse, OrderExportApiArg>({
        query: (queryArg) => ({ url: `/api/order/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      orderDiaClassificationExport: build.mutation<
        OrderDiaClassificationExportApiResponse,
        OrderDiaClassificationExportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/order/downloadDiaClassification`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['orders'],
      }),
      orderCustomerList: build.query<OrderCustomerListApiResponse, OrderCustomerListApiArg>({
        query: (queryArg) => ({ url: `/api/cus/listData`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      shareLinkList: build.query<ShareLinkListApiResponse, ShareLinkListApiArg>({
        query: (queryArg) => ({ url: `/api/order/share/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as ordersGeneratedApi };
export type OrderListApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      orderNo: string;
      /** the SPUs of the sheets it settles, comma list */
      spus: string;
      /** yyyy-MM-dd */
      orderDate: string;
      orderType: number;
      customerId: string;
      customerName: string;
      /** the customer name, as on a sheet */
      tradePartner: string;
      /** the transport numbers of its sheets, comma list */
      vavNum: string;
      /** the wood kinds of its sheets, comma list */
      woodKind: string;
      /** the length classes of its logs in m, comma list */
      woodLength: string;
      quantity: number;
      volume: number;
      woodGrade: number | null;
      status: number;
      /** the status in the caller's language */
      statusDesc: string;
      createTime: string;
      creator: string;
      checkTime: string | null;
      checker: string | null;
      diaClassificationList: {
        /** diameter class in cm */
        dia: number;
        qty: number;
        /** m3, 3 decimals */
        vol: number;
      }[];
    }[];
    total: number;
  };
};
export type OrderListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    orderType?: 1 | 2;
    customerId?: string;
    /** part of the customer name */
    customerName?: string;
    /** part of the order number or of one of its SPUs */
    orderNo?: string;
    status?: 5 | 10 | 15;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OrderUnsettledListApiResponse =
  /** status 200 needs permission order/orderIn or order/orderOut */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        /** the sheet's id (inventory's) */
        id: string;
        spu: string;
        /** 1 a stock-in sheet, 2 a stock-out sheet */
        orderType: number;
        customerId: string;
        customerName: string;
        woodKindId: string;
        woodKind: string;
        storageBinId: string;
        storageBin: string;
        transportNum: string;
        standardType: string;
        /** the sheet's day, yyyy-MM-dd */
        storageDate: string;
        quantity: number;
        volume: number;
        /** mean diameter class, 1 decimal */
        avgDiameter: number;
        /** the length classes of its logs in m, comma list */
        woodSpecs: string;
        confirmTime: string;
        /** the order settling it; null while unsettled */
        orderId: string | null;
      }[];
      total: number;
    };
  };
export type OrderUnsettledListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    orderType?: 1 | 2;
    customerId?: string;
    /** part of the SPU */
    spu?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OrderSaveApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    status: number;
  };
};
export type OrderSaveApiArg = {
  body: {
    orderType: 1 | 2;
    tradePartnerId: string;
    spus: string;
    orderDate?: string;
    woodGrade?: 1 | 2 | 3;
  };
};
export type OrderCheckApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    status: number;
  };
};
export type OrderCheckApiArg = {
  id: string;
};
export type OrderWriteOffApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    status: number;
  };
};
export type OrderWriteOffApiArg = {
  id: string;
};
export type OrderDeleteApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type OrderDeleteApiArg = {
  id: string;
};
export type OrderDetailApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    /** the SPUs of the sheets it settles, comma list */
    spus: string;
    /** yyyy-MM-dd */
    orderDate: string;
    orderType: number;
    customerId: string;
    customerName: string;
    /** the customer name, as on a sheet */
    tradePartner: string;
    /** the transport numbers of its sheets, comma list */
    vavNum: string;
    /** the wood kinds of its sheets, comma list */
    woodKind: string;
    /** the length classes of its logs in m, comma list */
    woodLength: string;
    quantity: number;
    volume: number;
    woodGrade: number | null;
    status: number;
    /** the status in the caller's language */
    statusDesc: string;
    createTime: string;
    creator: string;
    checkTime: string | null;
    checker: string | null;
    diaClassificationList: {
      /** diameter class in cm */
      dia: number;
      qty: number;
      /** m3, 3 decimals */
      vol: number;
    }[];
  };
};
export type OrderDetailApiArg = {
  id: string;
};
export type OrderSpuListApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      /** the sheet's id (inventory's) */
      id: string;
      spu: string;
      /** 1 a stock-in sheet, 2 a stock-out sheet */
      orderType: number;
      customerId: string;
      customerName: string;
      woodKindId: string;
      woodKind: string;
      storageBinId: string;
      storageBin: string;
      transportNum: string;
      standardType: string;
      /** the sheet's day, yyyy-MM-dd */
      storageDate: string;
      quantity: number;
      volume: number;
      /** mean diameter class, 1 decimal */
      avgDiameter: number;
      /** the length classes of its logs in m, comma list */
      woodSpecs: string;
      confirmTime: string;
      /** the order settling it; null while unsettled */
      orderId: string | null;
    }[];
    total: number;
  };
};
export type OrderSpuListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id: string;
  };
};
export type OrderWoodListApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      /** the sheet id and the log's place on it, "sheet:n" */
      id: string;
      spu: string;
      woodKind: string;
      woodCode: string;
      /** cm */
      minDiameter: number;
      /** cm */
      maxDiameter: number;
      /** the measured length in m */
      woodSpecs: number;
      /** diameter class in cm; null where the standard cannot measure the log */
      diameter: number | null;
      /** length class in m */
      lengthClass: number | null;
      /** m3, as the standard tabulates it (up to 4 decimals) */
      volume: number | null;
      isManual: boolean;
      /** the picture the log was measured on; empty when none */
      ossUrl: string;
    }[];
    total: number;
  };
};
export type OrderWoodListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 1000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id: string;
    /** diameter class in cm */
    dia?: number;
    /** length class in m */
    length?: number;
  };
};
export type OrderDetailExportApiResponse =
  /** status 200 needs permission order/orderIn or order/orderOut */ Blob;
export type OrderDetailExportApiArg = {
  body: {
    id: string;
  };
};
export type OrderExportApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ Blob;
export type OrderExportApiArg = {
  body: {
    orderType?: 1 | 2;
    customerId?: string;
    /** part of the customer name */
    customerName?: string;
    /** part of the order number or of one of its SPUs */
    orderNo?: string;
    status?: 5 | 10 | 15;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OrderDiaClassificationExportApiResponse =
  /** status 200 needs permission order/orderIn or order/orderOut */ Blob;
export type OrderDiaClassificationExportApiArg = {
  body: {
    orderType?: 1 | 2;
    customerId?: string;
    /** part of the customer name */
    customerName?: string;
    /** part of the order number or of one of its SPUs */
    orderNo?: string;
    status?: 5 | 10 | 15;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OrderCustomerListApiResponse =
  /** status 200 needs permission order/orderIn or order/orderOut */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        customerName: string;
      }[];
      total: number;
    };
  };
export type OrderCustomerListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** part of the name */
    customerName?: string;
  };
};
export type ShareLinkListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      tokenId: string;
      kind: 'order' | 'sheet';
      /** comma list: the orders' numbers, or a sheet link's SPUs */
      orderNos: string;
      createTime: string;
      creator: string;
      expiresAt: string;
      revokedAt: string | null;
      state: 'active' | 'expired' | 'revoked';
    }[];
    total: number;
  };
};
export type ShareLinkListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
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
  useOrderListQuery,
  useLazyOrderListQuery,
  useOrderUnsettledListQuery,
  useLazyOrderUnsettledListQuery,
  useOrderSaveMutation,
  useOrderCheckMutation,
  useOrderWriteOffMutation,
  useOrderDeleteMutation,
  useOrderDetailQuery,
  useLazyOrderDetailQuery,
  useOrderSpuListQuery,
  useLazyOrderSpuListQuery,
  useOrderWoodListQuery,
  useLazyOrderWoodListQuery,
  useOrderDetailExportMutation,
  useOrderExportMutation,
  useOrderDiaClassificationExportMutation,
  useOrderCustomerListQuery,
  useLazyOrderCustomerListQuery,
  useShareLinkListQuery,
  useLazyShareLinkListQuery,
} = injectedRtkApi;
