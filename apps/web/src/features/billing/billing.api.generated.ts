import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['auth', 'billing'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      tenantAccount: build.query<TenantAccountApiResponse, TenantAccountApiArg>({
        query: () => ({ url: `/api/sys/user/account` }),
        providesTags: ['auth'],
      }),
      tenantAccountSave: build.mutation<TenantAccountSaveApiResponse, TenantAccountSaveApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/account/edit`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      billingAccountSave: build.mutation<BillingAccountSaveApiResponse, BillingAccountSaveApiArg>({
        query: (queryArg) => ({ url: `/api/bill/account/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['billing'],
      }),
      rechargeCreate: build.mutation<RechargeCreateApiResponse, RechargeCreateApiArg>({
        query: (queryArg) => ({ url: `/api/zfPay/payment`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['billing'],
      }),
      rechargeFeedback: build.mutation<RechargeFeedbackApiResponse, RechargeFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/zfPay/feedback/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['billing'],
      }),
      rechargeStatus: build.query<RechargeStatusApiResponse, RechargeStatusApiArg>({
        query: (queryArg) => ({ url: `/api/zfPay/status/${queryArg.id}`, method: 'POST' }),
        providesTags: ['billing'],
      }),
      depositList: build.query<DepositListApiResponse, DepositListApiArg>({
        query: (queryArg) => ({ url: `/api/deposit/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      bankAccountList: build.query<BankAccountListApiResponse, BankAccountListApiArg>({
        query: (queryArg) => ({ url: `/api/bank/account/get`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      rechargeSandboxPage: build.query<RechargeSandboxPageApiResponse, RechargeSandboxPageApiArg>({
        query: (queryArg) => ({ url: `/api/zfPay/sandbox/${queryArg.id}` }),
        providesTags: ['billing'],
      }),
      rechargeNotify: build.mutation<RechargeNotifyApiResponse, RechargeNotifyApiArg>({
        query: (queryArg) => ({
          url: `/api/zfPay/notify/${queryArg.provider}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['billing'],
      }),
      ledgerList: build.query<LedgerListApiResponse, LedgerListApiArg>({
        query: (queryArg) => ({ url: `/api/ledger/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      ledgerMonthList: build.query<LedgerMonthListApiResponse, LedgerMonthListApiArg>({
        query: (queryArg) => ({ url: `/api/ledger/month/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      ledgerUninvoicedList: build.query<LedgerUninvoicedListApiResponse, LedgerUninvoicedListApiArg>({
        query: (queryArg) => ({ url: `/api/ledger/pageUnInv`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      ledgerExport: build.mutation<LedgerExportApiResponse, LedgerExportApiArg>({
        query: (queryArg) => ({ url: `/api/ledger/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['billing'],
      }),
      invoiceApply: build.mutation<InvoiceApplyApiResponse, InvoiceApplyApiArg>({
        query: (queryArg) => ({ url: `/api/invRecord/apply`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['billing'],
      }),
      invoiceList: build.query<InvoiceListApiResponse, InvoiceListApiArg>({
        query: (queryArg) => ({ url: `/api/invRecord/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      invoiceRequestList: build.query<InvoiceRequestListApiResponse, InvoiceRequestListApiArg>({
        query: (queryArg) => ({ url: `/api/invRecord/requested`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
      }),
      invoiceIssue: build.mutation<InvoiceIssueApiResponse, InvoiceIssueApiArg>({
        query: (queryArg) => ({
          url: `/api/invRecord/issue/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['billing'],
      }),
      invoiceReject: build.mutation<InvoiceRejectApiResponse, InvoiceRejectApiArg>({
        query: (queryArg) => ({
          url: `/api/invRecord/reject/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['billing'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as billingGeneratedApi };
export type TenantAccountApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    tenantId: string;
    customerNo: string;
    customerName: string;
    phone: string;
    address: string;
    registerTime: string;
  };
};
export type TenantAccountApiArg = void;
export type TenantAccountSaveApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    tenantId: string;
    customerNo: string;
    customerName: string;
    phone: string;
    address: string;
    registerTime: string;
  };
};
export type TenantAccountSaveApiArg = {
  body: {
    address: string;
  };
};
export type BillingAccountSaveApiResponse = /** status 200 needs permission system/role or system/setting */ {
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
export type BillingAccountSaveApiArg = {
  body: {
    tenantId: string;
    creditLimit?: number;
    fees?: {
      feeItemId: 'sheet' | 'volume' | 'image' | 'monthly';
      price: number;
    }[];
  };
};
export type RechargeCreateApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      id: string;
      payUrl: string;
    };
  };
export type RechargeCreateApiArg = {
  body: {
    amount: number;
    payChannel?: 'alipay' | 'wechat' | 'bankCard';
  };
};
export type RechargeFeedbackApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      id: string;
      status: number;
    };
  };
export type RechargeFeedbackApiArg = {
  id: string;
  body: {
    feedback: 1 | 2;
  };
};
export type RechargeStatusApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      id: string;
      status: number;
    };
  };
export type RechargeStatusApiArg = {
  id: string;
};
export type DepositListApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        amount: number;
        preferenceAmt: number;
        depositDate: string;
        payChannel: 'alipay' | 'wechat' | 'bankCard';
        status: number;
        statusDesc: string;
      }[];
      total: number;
    };
  };
export type DepositListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type BankAccountListApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      id: string;
      bankAccountName: string;
      bankName: string;
      bankAccount: string;
      phone: string;
    }[];
  };
export type BankAccountListApiArg = {
  body: {};
};
export type RechargeSandboxPageApiResponse = /** status 200 success */ Blob;
export type RechargeSandboxPageApiArg = {
  id: string;
};
export type RechargeNotifyApiResponse = /** status 200 success */ string;
export type RechargeNotifyApiArg = {
  provider: string;
  body: string;
};
export type LedgerListApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        tradeTime: string;
        businessNo: string;
        tradeType: number;
        tradeTypeDesc: string;
        remark: string;
        qty: number;
        unitPrice: number;
        amount: number;
        balance: number;
      }[];
      total: number;
      totalAp: number;
      totalPaid: number;
      debt: number;
    };
  };
export type LedgerListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    periodBegin?: string;
    periodEnd?: string;
  };
};
export type LedgerMonthListApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        month: string;
        tradeType: number;
        tradeTypeDesc: string;
        vol: number;
        amount: number;
      }[];
      total: number;
    };
  };
export type LedgerMonthListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    beginDate?: string;
    endDate?: string;
  };
};
export type LedgerUninvoicedListApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        businessNo: string;
        remark: string;
        invoiceAmount: number;
        createTime: string;
      }[];
      total: number;
    };
  };
export type LedgerUninvoicedListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type LedgerExportApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ Blob;
export type LedgerExportApiArg = {
  body: {
    periodBegin?: string;
    periodEnd?: string;
  };
};
export type InvoiceApplyApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      id: string;
      amount: number;
      orderCount: number;
      status: number;
      statusDesc: string;
      createTime: string;
      invoiceNo: string | null;
      invoiceDate: string | null;
      rejectReason: string | null;
      decideTime: string | null;
    };
  };
export type InvoiceApplyApiArg = {
  body: {
    ids: string[];
  };
};
export type InvoiceListApiResponse =
  /** status 200 needs permission invoice/costRecord or invoice/recharge */ {
    /** 0 on success */
    code: number;
    msg: string;
    data: {
      records: {
        id: string;
        amount: number;
        orderCount: number;
        status: number;
        statusDesc: string;
        createTime: string;
        invoiceNo: string | null;
        invoiceDate: string | null;
        rejectReason: string | null;
        decideTime: string | null;
      }[];
      total: number;
    };
  };
export type InvoiceListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type InvoiceRequestListApiResponse = /** status 200 needs permission system/role or system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      amount: number;
      orderCount: number;
      status: number;
      statusDesc: string;
      createTime: string;
      invoiceNo: string | null;
      invoiceDate: string | null;
      rejectReason: string | null;
      decideTime: string | null;
      tenantId: string;
      requestedBy: string;
    }[];
    total: number;
  };
};
export type InvoiceRequestListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type InvoiceIssueApiResponse = /** status 200 needs permission system/role or system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    amount: number;
    orderCount: number;
    status: number;
    statusDesc: string;
    createTime: string;
    invoiceNo: string | null;
    invoiceDate: string | null;
    rejectReason: string | null;
    decideTime: string | null;
    tenantId: string;
    requestedBy: string;
  };
};
export type InvoiceIssueApiArg = {
  id: string;
  body: {
    invoiceNo: string;
    invoiceDate: string;
  };
};
export type InvoiceRejectApiResponse = /** status 200 needs permission system/role or system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    amount: number;
    orderCount: number;
    status: number;
    statusDesc: string;
    createTime: string;
    invoiceNo: string | null;
    invoiceDate: string | null;
    rejectReason: string | null;
    decideTime: string | null;
    tenantId: string;
    requestedBy: string;
  };
};
export type InvoiceRejectApiArg = {
  id: string;
  body: {
    reason: string;
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
  useTenantAccountQuery,
  useLazyTenantAccountQuery,
  useTenantAccountSaveMutation,
  useBillingAccountSaveMutation,
  useRechargeCreateMutation,
  useRechargeFeedbackMutation,
  useRechargeStatusQuery,
  useLazyRechargeStatusQuery,
  useDepositListQuery,
  useLazyDepositListQuery,
  useBankAccountListQuery,
  useLazyBankAccountListQuery,
  useRechargeSandboxPageQuery,
  useLazyRechargeSandboxPageQuery,
  useRechargeNotifyMutation,
  useLedgerListQuery,
  useLazyLedgerListQuery,
  useLedgerMonthListQuery,
  useLazyLedgerMonthListQuery,
  useLedgerUninvoicedListQuery,
  useLazyLedgerUninvoicedListQuery,
  useLedgerExportMutation,
  useInvoiceApplyMutation,
  useInvoiceListQuery,
  useLazyInvoiceListQuery,
  useInvoiceRequestListQuery,
  useLazyInvoiceRequestListQuery,
  useInvoiceIssueMutation,
  useInvoiceRejectMutation,
} = injectedRtkApi;
