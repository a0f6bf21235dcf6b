import { emptyApi as api } from './empty-api';
export const addTagTypes = ['auth', 'lookups', 'sheets', 'stock', 'orders', 'billing'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      userInfo: build.query<UserInfoApiResponse, UserInfoApiArg>({
        query: () => ({ url: `/api/sys/user/info` }),
        providesTags: ['auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/sys/user/logout`, method: 'GET' }),
        invalidatesTags: ['auth'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/pwd`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      userPreferences: build.query<UserPreferencesApiResponse, UserPreferencesApiArg>({
        query: () => ({ url: `/api/sys/user/preferences` }),
        providesTags: ['auth'],
      }),
      userPreferencesSave: build.mutation<UserPreferencesSaveApiResponse, UserPreferencesSaveApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/preferences`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      userTableColumns: build.query<UserTableColumnsApiResponse, UserTableColumnsApiArg>({
        query: () => ({ url: `/api/sys/user/columns` }),
        providesTags: ['auth'],
      }),
      userTableColumnsSave: build.mutation<UserTableColumnsSaveApiResponse, UserTableColumnsSaveApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/columns`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      lookupWoodKindList: build.query<LookupWoodKindListApiResponse, LookupWoodKindListApiArg>({
        query: (queryArg) => ({ url: `/api/lookup/woodKinds`, method: 'POST', body: queryArg.body }),
        providesTags: ['lookups'],
      }),
      lookupLocationList: build.query<LookupLocationListApiResponse, LookupLocationListApiArg>({
        query: (queryArg) => ({ url: `/api/lookup/locations`, method: 'POST', body: queryArg.body }),
        providesTags: ['lookups'],
      }),
      lookupCustomerList: build.query<LookupCustomerListApiResponse, LookupCustomerListApiArg>({
        query: (queryArg) => ({ url: `/api/lookup/customers`, method: 'POST', body: queryArg.body }),
        providesTags: ['lookups'],
      }),
      lookupDiameterRangeList: build.query<LookupDiameterRangeListApiResponse, LookupDiameterRangeListApiArg>(
        {
          query: (queryArg) => ({ url: `/api/lookup/diameterRanges`, method: 'POST', body: queryArg.body }),
          providesTags: ['lookups'],
        },
      ),
      stockInList: build.query<StockInListApiResponse, StockInListApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/pageSpu`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockInDiameterCategory: build.mutation<
        StockInDiameterCategoryApiResponse,
        StockInDiameterCategoryApiArg
      >({
        query: (queryArg) => ({ url: `/api/stockIn/d/getDiaCategory`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockList: build.query<StockListApiResponse, StockListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/pageSpu`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      shareCreate: build.mutation<ShareCreateApiResponse, ShareCreateApiArg>({
        query: (queryArg) => ({ url: `/api/order/share/create`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      shareRevoke: build.mutation<ShareRevokeApiResponse, ShareRevokeApiArg>({
        query: (queryArg) => ({ url: `/api/order/share/revoke`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      billingAccountSummary: build.query<BillingAccountSummaryApiResponse, BillingAccountSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/bill/account/get`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      ledgerStatisticsSummary: build.query<LedgerStatisticsSummaryApiResponse, LedgerStatisticsSummaryApiArg>(
        {
          query: (queryArg) => ({ url: `/api/ledger/statistics`, method: 'POST', body: queryArg.body }),
          providesTags: ['billing'],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as sharedGeneratedApi };
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
  data: null;
};
export type LogoutApiArg = void;
export type ChangePasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type ChangePasswordApiArg = {
  body: {
    oldPwd: string;
    newPwd: string;
  };
};
export type UserPreferencesApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    /** #RRGGBB */
    themeColor: string;
    /** the tab strip of visited pages is shown */
    tagsView: boolean;
    /** the header stays at the top while the page scrolls */
    fixedHeader: boolean;
    /** the logo is shown at the top of the sidebar */
    sidebarLogo: boolean;
  };
};
export type UserPreferencesApiArg = void;
export type UserPreferencesSaveApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    /** #RRGGBB */
    themeColor: string;
    /** the tab strip of visited pages is shown */
    tagsView: boolean;
    /** the header stays at the top while the page scrolls */
    fixedHeader: boolean;
    /** the logo is shown at the top of the sidebar */
    sidebarLogo: boolean;
  };
};
export type UserPreferencesSaveApiArg = {
  body: {
    /** #RRGGBB */
    themeColor: string;
    /** the tab strip of visited pages is shown */
    tagsView: boolean;
    /** the header stays at the top while the page scrolls */
    fixedHeader: boolean;
    /** the logo is shown at the top of the sidebar */
    sidebarLogo: boolean;
  };
};
export type UserTableColumnsApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    [key: string]: string[];
  };
};
export type UserTableColumnsApiArg = void;
export type UserTableColumnsSaveApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    table: string;
    hidden: string[];
  };
};
export type UserTableColumnsSaveApiArg = {
  body: {
    /** the list, e.g. stock-in */
    table: string;
    /** the keys of its hidden columns */
    hidden: string[];
  };
};
export type LookupWoodKindListApiResponse =
  /** status 200 needs permission stock/list or stock/entry or stock/deliver or stock/diamData or stock/diamEdit or stock/inventory or stock/containerData or stock/sawTable or countKing/list */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        name: string;
      }[];
      total: number;
    };
  };
export type LookupWoodKindListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** part of the name, any case */
    name?: string;
  };
};
export type LookupLocationListApiResponse =
  /** status 200 needs permission stock/list or stock/entry or stock/deliver or stock/diamData or stock/diamEdit or stock/inventory or stock/containerData or stock/sawTable or countKing/list */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        name: string;
      }[];
      total: number;
    };
  };
export type LookupLocationListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** part of the name, any case */
    name?: string;
  };
};
export type LookupCustomerListApiResponse =
  /** status 200 needs permission stock/list or stock/entry or stock/deliver or stock/diamData or stock/diamEdit or stock/inventory or stock/containerData or stock/sawTable or countKing/list */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        name: string;
        customerNo: string;
      }[];
      total: number;
    };
  };
export type LookupCustomerListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** part of the name, any case */
    name?: string;
  };
};
export type LookupDiameterRangeListApiResponse =
  /** status 200 needs permission stock/list or stock/entry or stock/deliver or stock/diamData or stock/containerData or order/orderIn or order/orderOut */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        lowerLimit: number;
        upperLimit: number;
      }[];
      total: number;
    };
  };
export type LookupDiameterRangeListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type StockInListApiResponse = /** status 200 needs permission stock/entry or stock/diameterSets */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      spu: string;
      sheetType: number;
      storageDate: string;
      customerId: string | null;
      tradePartner: string;
      transportNum: string;
      quantity: number;
      volume: number;
      purchaseVol: number | null;
      /** (re-measured - purchase) / purchase, in percent */
      floatedVol: number | null;
      avgDiameter: number;
      woodKindId: string;
      woodKind: string;
      storageBinId: string;
      storageBin: string;
      standardType: string;
      status: number;
      errorNum: number;
      deviceNo: string;
      creator: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type StockInListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type StockInDiameterCategoryApiResponse = /** status 200 needs permission stock/entry */ {
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
export type StockInDiameterCategoryApiArg = {
  body: {
    id: string;
    standard?: string;
  };
};
export type StockListApiResponse = /** status 200 needs permission stock/list */ {
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
export type StockListApiArg = {
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
export type ShareCreateApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    token: string;
    tokenId: string;
    expiresAt: string;
    path: string;
  };
};
export type ShareCreateApiArg = {
  body: {
    /** the orders shown (or spus) */
    ids?: string[];
    /** the confirmed sheets shown, by SPU (or ids) */
    spus?: string[];
    expiresInHours?: number;
  };
};
export type ShareRevokeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type ShareRevokeApiArg = {
  body: {
    tokenId?: string;
    token?: string;
  };
};
export type BillingAccountSummaryApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      tenantId: string;
      balance: number;
      creditLimit: number;
      overdue: boolean;
      fees: {
        feeItemId: 'sheet' | 'volume' | 'image' | 'monthly';
        feeItemName: string;
        price: number;
        chargeUnit: string;
      }[];
      operator: boolean;
    };
  };
export type BillingAccountSummaryApiArg = {
  body: {
    tenantId?: string;
  };
};
export type LedgerStatisticsSummaryApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        date: string;
        vol: number;
        amount: number;
      }[];
      totalAmount: number;
    };
  };
export type LedgerStatisticsSummaryApiArg = {
  body: {
    beginDate?: string;
    endDate?: string;
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
  useUserInfoQuery,
  useLazyUserInfoQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  useUserPreferencesQuery,
  useLazyUserPreferencesQuery,
  useUserPreferencesSaveMutation,
  useUserTableColumnsQuery,
  useLazyUserTableColumnsQuery,
  useUserTableColumnsSaveMutation,
  useLookupWoodKindListQuery,
  useLazyLookupWoodKindListQuery,
  useLookupLocationListQuery,
  useLazyLookupLocationListQuery,
  useLookupCustomerListQuery,
  useLazyLookupCustomerListQuery,
  useLookupDiameterRangeListQuery,
  useLazyLookupDiameterRangeListQuery,
  useStockInListQuery,
  useLazyStockInListQuery,
  useStockInDiameterCategoryMutation,
  useStockListQuery,
  useLazyStockListQuery,
  useShareCreateMutation,
  useShareRevokeMutation,
  useBillingAccountSummaryQuery,
  useLazyBillingAccountSummaryQuery,
  useLedgerStatisticsSummaryQuery,
  useLazyLedgerStatisticsSummaryQuery,
} = injectedRtkApi;
