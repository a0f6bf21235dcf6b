import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['sheets', 'stock', 'diameter-sheets', 'orders'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      stockInCreate: build.mutation<StockInCreateApiResponse, StockInCreateApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInConfirm: build.mutation<StockInConfirmApiResponse, StockInConfirmApiArg>({
        query: (queryArg) => ({
          url: `/api/stockIn/h/confirm/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      stockInDisable: build.mutation<StockInDisableApiResponse, StockInDisableApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['sheets'],
      }),
      stockOutList: build.query<StockOutListApiResponse, StockOutListApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockOutCreate: build.mutation<StockOutCreateApiResponse, StockOutCreateApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockOutConfirm: build.mutation<StockOutConfirmApiResponse, StockOutConfirmApiArg>({
        query: (queryArg) => ({
          url: `/api/stockOut/confirm/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      stockOutDisable: build.mutation<StockOutDisableApiResponse, StockOutDisableApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['sheets'],
      }),
      stockInChangeCustomer: build.mutation<StockInChangeCustomerApiResponse, StockInChangeCustomerApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/changeCus`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInChangeKind: build.mutation<StockInChangeKindApiResponse, StockInChangeKindApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/changeKind`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInChangeLocation: build.mutation<StockInChangeLocationApiResponse, StockInChangeLocationApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/changeLoc`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInChangeTransport: build.mutation<StockInChangeTransportApiResponse, StockInChangeTransportApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/stockIn/h/changeTransportNum`,
            method: 'POST',
            body: queryArg.body,
          }),
          invalidatesTags: ['sheets'],
        },
      ),
      stockInMerge: build.mutation<StockInMergeApiResponse, StockInMergeApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockOutChangeCustomer: build.mutation<StockOutChangeCustomerApiResponse, StockOutChangeCustomerApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/changeCus`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['sheets'],
        },
      ),
      stockOutChangeKind: build.mutation<StockOutChangeKindApiResponse, StockOutChangeKindApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/changeKind`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockOutChangeLocation: build.mutation<StockOutChangeLocationApiResponse, StockOutChangeLocationApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/changeLoc`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['sheets'],
        },
      ),
      stockOutChangeTransport: build.mutation<
        StockOutChangeTransportApiResponse,
        StockOutChangeTransportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/stockOut/changeTransportNum`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      stockOutMerge: build.mutation<StockOutMergeApiResponse, StockOutMergeApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInPrintData: build.query<StockInPrintDataApiResponse, StockInPrintDataApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/getPrintData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockOutPrintData: build.query<StockOutPrintDataApiResponse, StockOutPrintDataApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/d/getPrintData`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockInPrintPdf: build.mutation<StockInPrintPdfApiResponse, StockInPrintPdfApiArg>({
        query: (queryArg) => ({
          url: `/api/stockIn/d/downloadPrintPdf`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      stockOutPrintPdf: build.mutation<StockOutPrintPdfApiResponse, StockOutPrintPdfApiArg>({
        query: (queryArg) => ({
          url: `/api/stockOut/d/downloadPrintPdf`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      stockOutDiameterCategory: build.mutation<
        StockOutDiameterCategoryApiResponse,
        StockOutDiameterCategoryApiArg
      >({
        query: (queryArg) => ({ url: `/api/stockOut/d/getDiaCategory`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInExport: build.mutation<StockInExportApiResponse, StockInExportApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockOutExport: build.mutation<StockOutExportApiResponse, StockOutExportApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInImportTemplate: build.mutation<StockInImportTemplateApiResponse, StockInImportTemplateApiArg>({
        query: () => ({ url: `/api/stockIn/h/importTemplate`, method: 'POST' }),
        invalidatesTags: ['sheets'],
      }),
      stockInImport: build.mutation<StockInImportApiResponse, StockInImportApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/importExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockOutImportTemplate: build.mutation<StockOutImportTemplateApiResponse, StockOutImportTemplateApiArg>(
        {
          query: () => ({ url: `/api/stockOut/importTemplate`, method: 'POST' }),
          invalidatesTags: ['sheets'],
        },
      ),
      stockOutImport: build.mutation<StockOutImportApiResponse, StockOutImportApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/importExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockTransfer: build.mutation<StockTransferApiResponse, StockTransferApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/transfer/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['stock'],
      }),
      carDiameterCategory: build.mutation<CarDiameterCategoryApiResponse, CarDiameterCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/carData/getDiaCategory`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['stock'],
      }),
      checkedSheetSave: build.mutation<CheckedSheetSaveApiResponse, CheckedSheetSaveApiArg>({
        query: (queryArg) => ({ url: `/api/checkStock/modify`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-sheets'],
      }),
      checkedSheetList: build.query<CheckedSheetListApiResponse, CheckedSheetListApiArg>({
        query: (queryArg) => ({ url: `/api/checkStock/stats/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['diameter-sheets'],
      }),
      checkedSheetCategory: build.query<CheckedSheetCategoryApiResponse, CheckedSheetCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/checkStock/stats/dia`, method: 'POST', body: queryArg.body }),
        providesTags: ['diameter-sheets'],
      }),
      purchaseSheetAdd: build.mutation<PurchaseSheetAddApiResponse, PurchaseSheetAddApiArg>({
        query: (queryArg) => ({ url: `/api/purchase/diasheet/Add`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-sheets'],
      }),
      purchaseSheetEdit: build.mutation<PurchaseSheetEditApiResponse, PurchaseSheetEditApiArg>({
        query: (queryArg) => ({ url: `/api/purchase/diasheet/Edit`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-sheets'],
      }),
      purchaseSheetCategory: build.query<PurchaseSheetCategoryApiResponse, PurchaseSheetCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/purchase/diasheet/list/${queryArg.id}`, method: 'POST' }),
        providesTags: ['diameter-sheets'],
      }),
      stockInAbnormalList: build.query<StockInAbnormalListApiResponse, StockInAbnormalListApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/abnormal`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockOutAbnormalList: build.query<StockOutAbnormalListApiResponse, StockOutAbnormalListApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/d/abnormal`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockInDiameterRowList: build.query<StockInDiameterRowListApiResponse, StockInDiameterRowListApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/diameters`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockOutDiameterRowList: build.query<StockOutDiameterRowListApiResponse, StockOutDiameterRowListApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/d/diameters`, method: 'POST', body: queryArg.body }),
          providesTags: ['sheets'],
        },
      ),
      stockInModifyDiameters: build.mutation<StockInModifyDiametersApiResponse, StockInModifyDiametersApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockIn/h/modifyDia`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['sheets'],
        },
      ),
      stockOutModifyDiameters: build.mutation<
        StockOutModifyDiametersApiResponse,
        StockOutModifyDiametersApiArg
      >({
        query: (queryArg) => ({ url: `/api/stockOut/modifyDia`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInWoodPieceList: build.query<StockInWoodPieceListApiResponse, StockInWoodPieceListApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/pageDetail`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockInDetailImageList: build.query<StockInDetailImageListApiResponse, StockInDetailImageListApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/images`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockInDetailExport: build.mutation<StockInDetailExportApiResponse, StockInDetailExportApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockOutWoodPieceList: build.query<StockOutWoodPieceListApiResponse, StockOutWoodPieceListApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/d/pageDetail`, method: 'POST', body: queryArg.body }),
        providesTags: ['sheets'],
      }),
      stockOutDetailImageList: build.query<StockOutDetailImageListApiResponse, StockOutDetailImageListApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/d/images`, method: 'POST', body: queryArg.body }),
          providesTags: ['sheets'],
        },
      ),
      stockOutDetailExport: build.mutation<StockOutDetailExportApiResponse, StockOutDetailExportApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/d/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockDiameterCategory: build.mutation<StockDiameterCategoryApiResponse, StockDiameterCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/d/getDiaCategory/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['stock'],
      }),
      stockWoodPieceList: build.query<StockWoodPieceListApiResponse, StockWoodPieceListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      stockDetailImageList: build.query<StockDetailImageListApiResponse, StockDetailImageListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/images`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      stockInDiameterExport: build.mutation<StockInDiameterExportApiResponse, StockInDiameterExportApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/h/downloadDia`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sheets'],
      }),
      stockInFittedExport: build.mutation<StockInFittedExportApiResponse, StockInFittedExportApiArg>({
        query: (queryArg) => ({
          url: `/api/stockIn/h/downloadFittedDia`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      stockOutDiameterExport: build.mutation<StockOutDiameterExportApiResponse, StockOutDiameterExportApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/downloadDia`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['sheets'],
        },
      ),
      stockOutFittedExport: build.mutation<StockOutFittedExportApiResponse, StockOutFittedExportApiArg>({
        query: (queryArg) => ({
          url: `/api/stockOut/downloadFittedDia`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['sheets'],
      }),
      orderDiameterCategory: build.mutation<OrderDiameterCategoryApiResponse, OrderDiameterCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/getDiaCategory`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      orderImageList: build.query<OrderImageListApiResponse, OrderImageListApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/images`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as sheetsGeneratedApi };
export type StockInCreateApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    spu: string;
  };
};
export type StockInCreateApiArg = {
  body: {
    sheetType?: 1 | 2;
    date: string;
    standard: string;
    locationId: string;
    kindId: string;
    supplier?: string;
    vehicleLicense?: string;
    len?: number;
    purchaseVol?: number;
    countOrder?: {
      id: number;
      orderNo: string;
    };
    diameters: {
      dia: number;
      len?: number;
      qty: number;
      imgId?: number;
    }[];
  };
};
export type StockInConfirmApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockInConfirmApiArg = {
  id: string;
  body: {
    manual?: 0 | 1;
  };
};
export type StockInDisableApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockInDisableApiArg = {
  id: string;
};
export type StockOutListApiResponse = /** status 200 needs permission stock/deliver */ {
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
export type StockOutListApiArg = {
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
export type StockOutCreateApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    spu: string;
  };
};
export type StockOutCreateApiArg = {
  body: {
    sheetType?: 1 | 2;
    date: string;
    standard: string;
    locationId: string;
    kindId: string;
    supplier?: string;
    vehicleLicense?: string;
    len?: number;
    purchaseVol?: number;
    countOrder?: {
      id: number;
      orderNo: string;
    };
    diameters: {
      dia: number;
      len?: number;
      qty: number;
      imgId?: number;
    }[];
  };
};
export type StockOutConfirmApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockOutConfirmApiArg = {
  id: string;
  body: {
    manual?: 0 | 1;
  };
};
export type StockOutDisableApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockOutDisableApiArg = {
  id: string;
};
export type StockInChangeCustomerApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockInChangeCustomerApiArg = {
  body: {
    id: string;
    customerId: string;
  };
};
export type StockInChangeKindApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockInChangeKindApiArg = {
  body: {
    id: string;
    woodKindId: string;
  };
};
export type StockInChangeLocationApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockInChangeLocationApiArg = {
  body: {
    id: string;
    locationId: string;
  };
};
export type StockInChangeTransportApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockInChangeTransportApiArg = {
  body: {
    id: string;
    transportNum: string;
  };
};
export type StockInMergeApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    spu: string;
  };
};
export type StockInMergeApiArg = {
  body: {
    orderNos: string;
  };
};
export type StockOutChangeCustomerApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockOutChangeCustomerApiArg = {
  body: {
    id: string;
    customerId: string;
  };
};
export type StockOutChangeKindApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockOutChangeKindApiArg = {
  body: {
    id: string;
    woodKindId: string;
  };
};
export type StockOutChangeLocationApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockOutChangeLocationApiArg = {
  body: {
    id: string;
    locationId: string;
  };
};
export type StockOutChangeTransportApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockOutChangeTransportApiArg = {
  body: {
    id: string;
    transportNum: string;
  };
};
export type StockOutMergeApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    spu: string;
  };
};
export type StockOutMergeApiArg = {
  body: {
    orderNos: string;
  };
};
export type StockInPrintDataApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    header: {
      id: string;
      spu: string;
      /** stock-in: 1 re-measure sheet, 2 purchase sheet */
      sheetType: number;
      storageDate: string;
      transportNum: string;
      standardType: string;
      status: number;
      deviceNo: string;
      creator: string;
      createTime: string;
    };
    /** null while the sheet has no customer */
    customer: {
      id: string;
      customerNo: string;
      customerName: string;
      phone: string;
      addr: string;
    } | null;
    kind: {
      id: string;
      woodKindName: string;
    };
    location: {
      id: string;
      locationName: string;
    };
    totals: {
      qty: number;
      volume: number;
      avgDiameter: number;
      purchaseVol: number | null;
      /** (re-measured - purchase) / purchase, in percent */
      floatedVol: number | null;
      /** logs the standard cannot measure: not in the diameter classes */
      unmeasured: number;
    };
    diameterClasses: {
      dia: number;
      length: number;
      qty: number;
      vol: number;
    }[];
  };
};
export type StockInPrintDataApiArg = {
  body: {
    id: string;
  };
};
export type StockOutPrintDataApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    header: {
      id: string;
      spu: string;
      /** stock-in: 1 re-measure sheet, 2 purchase sheet */
      sheetType: number;
      storageDate: string;
      transportNum: string;
      standardType: string;
      status: number;
      deviceNo: string;
      creator: string;
      createTime: string;
    };
    /** null while the sheet has no customer */
    customer: {
      id: string;
      customerNo: string;
      customerName: string;
      phone: string;
      addr: string;
    } | null;
    kind: {
      id: string;
      woodKindName: string;
    };
    location: {
      id: string;
      locationName: string;
    };
    totals: {
      qty: number;
      volume: number;
      avgDiameter: number;
      purchaseVol: number | null;
      /** (re-measured - purchase) / purchase, in percent */
      floatedVol: number | null;
      /** logs the standard cannot measure: not in the diameter classes */
      unmeasured: number;
    };
    diameterClasses: {
      dia: number;
      length: number;
      qty: number;
      vol: number;
    }[];
  };
};
export type StockOutPrintDataApiArg = {
  body: {
    id: string;
  };
};
export type StockInPrintPdfApiResponse = /** status 200 needs permission stock/entry */ Blob;
export type StockInPrintPdfApiArg = {
  body: {
    id: string;
  };
};
export type StockOutPrintPdfApiResponse = /** status 200 needs permission stock/deliver */ Blob;
export type StockOutPrintPdfApiArg = {
  body: {
    id: string;
  };
};
export type StockOutDiameterCategoryApiResponse = /** status 200 needs permission stock/deliver */ {
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
export type StockOutDiameterCategoryApiArg = {
  body: {
    id: string;
    standard?: string;
  };
};
export type StockInExportApiResponse = /** status 200 needs permission stock/entry */ Blob;
export type StockInExportApiArg = {
  body: {
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type StockOutExportApiResponse = /** status 200 needs permission stock/deliver */ Blob;
export type StockOutExportApiArg = {
  body: {
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type StockInImportTemplateApiResponse = /** status 200 needs permission stock/entry */ Blob;
export type StockInImportTemplateApiArg = void;
export type StockInImportApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    sheets: {
      id: string;
      spu: string;
      quantity: number;
    }[];
  };
};
export type StockInImportApiArg = {
  body: {
    entryXls: Blob;
  };
};
export type StockOutImportTemplateApiResponse = /** status 200 needs permission stock/deliver */ Blob;
export type StockOutImportTemplateApiArg = void;
export type StockOutImportApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    sheets: {
      id: string;
      spu: string;
      quantity: number;
    }[];
  };
};
export type StockOutImportApiArg = {
  body: {
    deliveryXls: Blob;
  };
};
export type StockTransferApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type StockTransferApiArg = {
  id: string;
  body: {
    id: string;
    locId: string;
  };
};
export type CarDiameterCategoryApiResponse = /** status 200 needs permission stock/containerData */ {
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
export type CarDiameterCategoryApiArg = {
  body: {
    ids: string[];
    /** 1 stock-in sheets, 2 stock-out sheets */
    flag: 1 | 2;
    /** every log measured again under it; the first sheet’s own when absent */
    standard?: string;
  };
};
export type CheckedSheetSaveApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    qty: number;
    vol: number;
  };
};
export type CheckedSheetSaveApiArg = {
  body: {
    stockInHeadId: string;
    diameters: {
      dia: number;
      len: number;
      qty: number;
    }[];
  };
};
export type CheckedSheetListApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      stockInHeadId: string;
      spu: string;
      customerName: string;
      woodKind: string;
      standard: string;
      quantity: number;
      volume: number;
      checkQty: number;
      checkVol: number;
      diffPercent: number | null;
      creator: string;
      updateTime: string;
    }[];
    total: number;
  };
};
export type CheckedSheetListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    spu?: string;
  };
};
export type CheckedSheetCategoryApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    sheet: {
      id: string;
      stockInHeadId: string;
      spu: string;
      customerName: string;
      woodKind: string;
      standard: string;
      quantity: number;
      volume: number;
      checkQty: number;
      checkVol: number;
      diffPercent: number | null;
      creator: string;
      updateTime: string;
    } | null;
    records: {
      dia: number;
      length: number;
      qty: number;
      vol: number;
    }[];
  };
};
export type CheckedSheetCategoryApiArg = {
  body: {
    id: string;
  };
};
export type PurchaseSheetAddApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    qty: number;
    vol: number;
  };
};
export type PurchaseSheetAddApiArg = {
  body: {
    stockInHeadId: string;
    diameters: {
      dia: number;
      len: number;
      qty: number;
    }[];
  };
};
export type PurchaseSheetEditApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    qty: number;
    vol: number;
  };
};
export type PurchaseSheetEditApiArg = {
  body: {
    id: string;
    diameters: {
      dia: number;
      len: number;
      qty: number;
    }[];
  };
};
export type PurchaseSheetCategoryApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    sheet: {
      id: string;
      stockInHeadId: string;
      spu: string;
      customerName: string;
      woodKind: string;
      standard: string;
      quantity: number;
      volume: number;
      checkQty: number;
      checkVol: number;
      diffPercent: number | null;
      creator: string;
      updateTime: string;
    } | null;
    records: {
      dia: number;
      length: number;
      qty: number;
      vol: number;
    }[];
  };
};
export type PurchaseSheetCategoryApiArg = {
  id: string;
};
export type StockInAbnormalListApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    deviceNo: string;
    /** picture of the log end; empty when there is none */
    picUrl: string;
    /** length reading, m */
    woodSpecs: number;
    /** diameter class under the sheet standard (the smaller reading when unmeasured) */
    diameter: number;
    minDiameter: number;
    maxDiameter: number;
    /** the sheet the log was measured on (kept through merges) */
    spu: string;
  }[];
};
export type StockInAbnormalListApiArg = {
  body: {
    stockInHId: string;
  };
};
export type StockOutAbnormalListApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    deviceNo: string;
    /** picture of the log end; empty when there is none */
    picUrl: string;
    /** length reading, m */
    woodSpecs: number;
    /** diameter class under the sheet standard (the smaller reading when unmeasured) */
    diameter: number;
    minDiameter: number;
    maxDiameter: number;
    /** the sheet the log was measured on (kept through merges) */
    spu: string;
  }[];
};
export type StockOutAbnormalListApiArg = {
  body: {
    stockOutHId: string;
  };
};
export type StockInDiameterRowListApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    diameter: number;
    length: number;
    qty: number;
    ids: string[];
    minDiameter: number;
    maxDiameter: number;
  }[];
};
export type StockInDiameterRowListApiArg = {
  body: {
    id: string;
  };
};
export type StockOutDiameterRowListApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    diameter: number;
    length: number;
    qty: number;
    ids: string[];
    minDiameter: number;
    maxDiameter: number;
  }[];
};
export type StockOutDiameterRowListApiArg = {
  body: {
    id: string;
  };
};
export type StockInModifyDiametersApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    quantity: number;
    /** m3 */
    volume: number;
    errorNum: number;
  };
};
export type StockInModifyDiametersApiArg = {
  body: {
    flag: 1 | 2;
    id: string;
    newData?: {
      length: number;
      maxDia: number;
      minDia: number;
      picUrl?: string;
    }[];
    removeIds?: string;
  };
};
export type StockOutModifyDiametersApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    quantity: number;
    /** m3 */
    volume: number;
    errorNum: number;
  };
};
export type StockOutModifyDiametersApiArg = {
  body: {
    flag: 1 | 2;
    id: string;
    newData?: {
      length: number;
      maxDia: number;
      minDia: number;
      picUrl?: string;
    }[];
    removeIds?: string;
  };
};
export type StockInWoodPieceListApiResponse = /** status 200 needs permission stock/entry */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodCode: string;
      /** cm; null for a dummy */
      minDiameter: number | null;
      /** cm; null for a dummy */
      maxDiameter: number | null;
      /** the measured length in m; null for a dummy */
      woodSpecs: number | null;
      /** diameter class in cm under the standard; null where the standard cannot measure the log */
      diameter: number | null;
      /** length class in m under the standard */
      lengthClass: number | null;
      /** m3, as the standard tabulates it (up to 4 decimals) */
      volume: number | null;
      /** 0 none (dummy), 1 device, 2 manual entry, 3 image */
      dataSource: number;
      /** the data source in the caller's language */
      dataSourceDesc: string;
      isManual: boolean;
      abnormal: boolean;
      deviceNo: string;
      /** the picture the log was measured on; empty when none */
      ossUrl: string;
      /** 0 feedback can be sent, 5 in progress, 10 done */
      picStatus: number;
      /** stock only: stands for stock without a measured log */
      dummy: boolean;
    }[];
    total: number;
    standard: string;
  };
};
export type StockInWoodPieceListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 1000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id: string;
    /** diameter class in cm under the standard */
    dia?: number;
    /** length class in m under the standard */
    length?: number;
    standard?: string;
  };
};
export type StockInDetailImageListApiResponse = /** status 200 needs permission stock/entry */ {
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
export type StockInDetailImageListApiArg = {
  body: {
    id: string;
  };
};
export type StockInDetailExportApiResponse = /** status 200 needs permission stock/entry */ Blob;
export type StockInDetailExportApiArg = {
  body: {
    id: string;
    standard?: string;
  };
};
export type StockOutWoodPieceListApiResponse = /** status 200 needs permission stock/deliver */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodCode: string;
      /** cm; null for a dummy */
      minDiameter: number | null;
      /** cm; null for a dummy */
      maxDiameter: number | null;
      /** the measured length in m; null for a dummy */
      woodSpecs: number | null;
      /** diameter class in cm under the standard; null where the standard cannot measure the log */
      diameter: number | null;
      /** length class in m under the standard */
      lengthClass: number | null;
      /** m3, as the standard tabulates it (up to 4 decimals) */
      volume: number | null;
      /** 0 none (dummy), 1 device, 2 manual entry, 3 image */
      dataSource: number;
      /** the data source in the caller's language */
      dataSourceDesc: string;
      isManual: boolean;
      abnormal: boolean;
      deviceNo: string;
      /** the picture the log was measured on; empty when none */
      ossUrl: string;
      /** 0 feedback can be sent, 5 in progress, 10 done */
      picStatus: number;
      /** stock only: stands for stock without a measured log */
      dummy: boolean;
    }[];
    total: number;
    standard: string;
  };
};
export type StockOutWoodPieceListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 1000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id: string;
    /** diameter class in cm under the standard */
    dia?: number;
    /** length class in m under the standard */
    length?: number;
    standard?: string;
  };
};
export type StockOutDetailImageListApiResponse = /** status 200 needs permission stock/deliver */ {
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
export type StockOutDetailImageListApiArg = {
  body: {
    id: string;
  };
};
export type StockOutDetailExportApiResponse = /** status 200 needs permission stock/deliver */ Blob;
export type StockOutDetailExportApiArg = {
  body: {
    id: string;
    standard?: string;
  };
};
export type StockDiameterCategoryApiResponse = /** status 200 needs permission stock/list */ {
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
    stock: {
      id: string;
      storageBinId: string;
      storageBin: string;
      woodKindId: string;
      woodKind: string;
      quantity: number;
      volume: number;
      updateTime: string;
    };
  };
};
export type StockDiameterCategoryApiArg = {
  id: string;
  body: {
    standard?: string;
  };
};
export type StockWoodPieceListApiResponse = /** status 200 needs permission stock/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodCode: string;
      /** cm; null for a dummy */
      minDiameter: number | null;
      /** cm; null for a dummy */
      maxDiameter: number | null;
      /** the measured length in m; null for a dummy */
      woodSpecs: number | null;
      /** diameter class in cm under the standard; null where the standard cannot measure the log */
      diameter: number | null;
      /** length class in m under the standard */
      lengthClass: number | null;
      /** m3, as the standard tabulates it (up to 4 decimals) */
      volume: number | null;
      /** 0 none (dummy), 1 device, 2 manual entry, 3 image */
      dataSource: number;
      /** the data source in the caller's language */
      dataSourceDesc: string;
      isManual: boolean;
      abnormal: boolean;
      deviceNo: string;
      /** the picture the log was measured on; empty when none */
      ossUrl: string;
      /** 0 feedback can be sent, 5 in progress, 10 done */
      picStatus: number;
      /** stock only: stands for stock without a measured log */
      dummy: boolean;
    }[];
    total: number;
    standard: string;
  };
};
export type StockWoodPieceListApiArg = {
  body: {
    page?: number;
    /** default 10; one of 10, 20, 50, 100, or up to 1000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    id: string;
    /** diameter class in cm under the standard */
    dia?: number;
    /** length class in m under the standard */
    length?: number;
    standard?: string;
  };
};
export type StockDetailImageListApiResponse = /** status 200 needs permission stock/list */ {
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
export type StockDetailImageListApiArg = {
  body: {
    id: string;
  };
};
export type StockInDiameterExportApiResponse = /** status 200 needs permission stock/entry */ Blob;
export type StockInDiameterExportApiArg = {
  body: {
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type StockInFittedExportApiResponse = /** status 200 needs permission stock/entry */ Blob;
export type StockInFittedExportApiArg = {
  body: {
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type StockOutDiameterExportApiResponse = /** status 200 needs permission stock/deliver */ Blob;
export type StockOutDiameterExportApiArg = {
  body: {
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type StockOutFittedExportApiResponse = /** status 200 needs permission stock/deliver */ Blob;
export type StockOutFittedExportApiArg = {
  body: {
    spu?: string;
    customerId?: string;
    woodKindId?: string;
    status?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OrderDiameterCategoryApiResponse =
  /** status 200 needs permission order/orderIn or order/orderOut */ {
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
export type OrderDiameterCategoryApiArg = {
  body: {
    id: string;
  };
};
export type OrderImageListApiResponse = /** status 200 needs permission order/orderIn or order/orderOut */ {
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
export type OrderImageListApiArg = {
  body: {
    id: string;
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
  useStockInCreateMutation,
  useStockInConfirmMutation,
  useStockInDisableMutation,
  useStockOutListQuery,
  useLazyStockOutListQuery,
  useStockOutCreateMutation,
  useStockOutConfirmMutation,
  useStockOutDisableMutation,
  useStockInChangeCustomerMutation,
  useStockInChangeKindMutation,
  useStockInChangeLocationMutation,
  useStockInChangeTransportMutation,
  useStockInMergeMutation,
  useStockOutChangeCustomerMutation,
  useStockOutChangeKindMutation,
  useStockOutChangeLocationMutation,
  useStockOutChangeTransportMutation,
  useStockOutMergeMutation,
  useStockInPrintDataQuery,
  useLazyStockInPrintDataQuery,
  useStockOutPrintDataQuery,
  useLazyStockOutPrintDataQuery,
  useStockInPrintPdfMutation,
  useStockOutPrintPdfMutation,
  useStockOutDiameterCategoryMutation,
  useStockInExportMutation,
  useStockOutExportMutation,
  useStockInImportTemplateMutation,
  useStockInImportMutation,
  useStockOutImportTemplateMutation,
  useStockOutImportMutation,
  useStockTransferMutation,
  useCarDiameterCategoryMutation,
  useCheckedSheetSaveMutation,
  useCheckedSheetListQuery,
  useLazyCheckedSheetListQuery,
  useCheckedSheetCategoryQuery,
  useLazyCheckedSheetCategoryQuery,
  usePurchaseSheetAddMutation,
  usePurchaseSheetEditMutation,
  usePurchaseSheetCategoryQuery,
  useLazyPurchaseSheetCategoryQuery,
  useStockInAbnormalListQuery,
  useLazyStockInAbnormalListQuery,
  useStockOutAbnormalListQuery,
  useLazyStockOutAbnormalListQuery,
  useStockInDiameterRowListQuery,
  useLazyStockInDiameterRowListQuery,
  useStockOutDiameterRowListQuery,
  useLazyStockOutDiameterRowListQuery,
  useStockInModifyDiametersMutation,
  useStockOutModifyDiametersMutation,
  useStockInWoodPieceListQuery,
  useLazyStockInWoodPieceListQuery,
  useStockInDetailImageListQuery,
  useLazyStockInDetailImageListQuery,
  useStockInDetailExportMutation,
  useStockOutWoodPieceListQuery,
  useLazyStockOutWoodPieceListQuery,
  useStockOutDetailImageListQuery,
  useLazyStockOutDetailImageListQuery,
  useStockOutDetailExportMutation,
  useStockDiameterCategoryMutation,
  useStockWoodPieceListQuery,
  useLazyStockWoodPieceListQuery,
  useStockDetailImageListQuery,
  useLazyStockDetailImageListQuery,
  useStockInDiameterExportMutation,
  useStockInFittedExportMutation,
  useStockOutDiameterExportMutation,
  useStockOutFittedExportMutation,
  useOrderDiameterCategoryMutation,
  useOrderImageListQuery,
  useLazyOrderImageListQuery,
} = injectedRtkApi;
