import { emptyApi as api } from './empty-api';
export const addTagTypes = [
  'auth',
  'accounts',
  'standards',
  'statistics',
  'wood-kinds',
  'customers',
  'locations',
  'wood-specs',
  'diameter-ranges',
  'lookups',
  'sheets',
  'stock',
  'stock-count',
  'diameter-sheets',
  'stock-age',
  'device-pictures',
  'devices',
  'device-users',
  'app-users',
  'cameras',
  'counting',
  'media',
  'orders',
  'sawing',
  'sawing-live',
  'billing',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      trialLogin: build.mutation<TrialLoginApiResponse, TrialLoginApiArg>({
        query: () => ({ url: `/api/sys/user/trial`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      trialOffered: build.mutation<TrialOfferedApiResponse, TrialOfferedApiArg>({
        query: () => ({ url: `/api/sys/user/trialOffered`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      loginCheckCode: build.mutation<LoginCheckCodeApiResponse, LoginCheckCodeApiArg>({
        query: () => ({ url: `/api/sys/user/checkCode`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      systemAppLogin: build.mutation<SystemAppLoginApiResponse, SystemAppLoginApiArg>({
        query: (queryArg) => ({ url: `/api/app/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      sendResetCode: build.mutation<SendResetCodeApiResponse, SendResetCodeApiArg>({
        query: (queryArg) => ({ url: `/api/sys/sms/findPwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      sendResetMail: build.mutation<SendResetMailApiResponse, SendResetMailApiArg>({
        query: (queryArg) => ({ url: `/api/sys/mail/findPwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/resetPwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
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
      updatePassword: build.mutation<UpdatePasswordApiResponse, UpdatePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/sys/updatePwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      tenantAccount: build.query<TenantAccountApiResponse, TenantAccountApiArg>({
        query: () => ({ url: `/api/sys/user/account` }),
        providesTags: ['auth'],
      }),
      tenantAccountSave: build.mutation<TenantAccountSaveApiResponse, TenantAccountSaveApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/account/edit`, method: 'POST', body: queryArg.body }),
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
      permissionTree: build.query<PermissionTreeApiResponse, PermissionTreeApiArg>({
        query: () => ({ url: `/api/sys/res/list`, method: 'POST' }),
        providesTags: ['auth'],
      }),
      systemUserList: build.query<SystemUserListApiResponse, SystemUserListApiArg>({
        query: (queryArg) => ({ url: `/api/sys/users`, method: 'POST', body: queryArg.body }),
        providesTags: ['accounts'],
      }),
      permissionGroupList: build.query<PermissionGroupListApiResponse, PermissionGroupListApiArg>({
        query: (queryArg) => ({ url: `/api/sys/perm/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['accounts'],
      }),
      systemUserCreate: build.mutation<SystemUserCreateApiResponse, SystemUserCreateApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      systemUserUpdate: build.mutation<SystemUserUpdateApiResponse, SystemUserUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      systemUserDelete: build.mutation<SystemUserDeleteApiResponse, SystemUserDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['accounts'],
      }),
      systemUserStatus: build.mutation<SystemUserStatusApiResponse, SystemUserStatusApiArg>({
        query: (queryArg) => ({ url: `/api/sys/user/status`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      permissionGroupSave: build.mutation<PermissionGroupSaveApiResponse, PermissionGroupSaveApiArg>({
        query: (queryArg) => ({ url: `/api/sys/perm/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      permissionGroupDelete: build.mutation<PermissionGroupDeleteApiResponse, PermissionGroupDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/sys/perm/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['accounts'],
      }),
      standardOptionList: build.query<StandardOptionListApiResponse, StandardOptionListApiArg>({
        query: () => ({ url: `/api/cmw/standard`, method: 'POST' }),
        providesTags: ['standards'],
      }),
      operationLog: build.query<OperationLogApiResponse, OperationLogApiArg>({
        query: (queryArg) => ({ url: `/api/sys/logs`, method: 'POST', body: queryArg.body }),
        providesTags: ['accounts'],
      }),
      operationLogOperationList: build.query<
        OperationLogOperationListApiResponse,
        OperationLogOperationListApiArg
      >({
        query: () => ({ url: `/api/sys/logs/operations`, method: 'POST' }),
        providesTags: ['accounts'],
      }),
      operationLogExport: build.mutation<OperationLogExportApiResponse, OperationLogExportApiArg>({
        query: (queryArg) => ({ url: `/api/sys/logs/downloadExcel`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['accounts'],
      }),
      dashboardSummary: build.query<DashboardSummaryApiResponse, DashboardSummaryApiArg>({
        query: () => ({ url: `/api/statistics/stock`, method: 'POST' }),
        providesTags: ['statistics'],
      }),
      dashboardChartSummary: build.query<DashboardChartSummaryApiResponse, DashboardChartSummaryApiArg>({
        query: () => ({ url: `/api/statistics/charts`, method: 'POST' }),
        providesTags: ['statistics'],
      }),
      dailyStatsList: build.query<DailyStatsListApiResponse, DailyStatsListApiArg>({
        query: (queryArg) => ({ url: `/api/stats/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['statistics'],
      }),
      dailyStatsCategory: build.mutation<DailyStatsCategoryApiResponse, DailyStatsCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/stats/dia`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['statistics'],
      }),
      woodKindList: build.query<WoodKindListApiResponse, WoodKindListApiArg>({
        query: (queryArg) => ({ url: `/api/wk/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['wood-kinds'],
      }),
      woodKindCreate: build.mutation<WoodKindCreateApiResponse, WoodKindCreateApiArg>({
        query: (queryArg) => ({ url: `/api/wk/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-kinds'],
      }),
      woodKindUpdate: build.mutation<WoodKindUpdateApiResponse, WoodKindUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/wk/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-kinds'],
      }),
      woodKindDelete: build.mutation<WoodKindDeleteApiResponse, WoodKindDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/wk/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['wood-kinds'],
      }),
      woodKindDeleteSelected: build.mutation<WoodKindDeleteSelectedApiResponse, WoodKindDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/wk/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['wood-kinds'],
        },
      ),
      customerList: build.query<CustomerListApiResponse, CustomerListApiArg>({
        query: (queryArg) => ({ url: `/api/cus/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['customers'],
      }),
      customerCreate: build.mutation<CustomerCreateApiResponse, CustomerCreateApiArg>({
        query: (queryArg) => ({ url: `/api/cus/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['customers'],
      }),
      customerUpdate: build.mutation<CustomerUpdateApiResponse, CustomerUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/cus/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['customers'],
      }),
      customerDelete: build.mutation<CustomerDeleteApiResponse, CustomerDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/cus/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['customers'],
      }),
      customerDeleteSelected: build.mutation<CustomerDeleteSelectedApiResponse, CustomerDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/cus/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['customers'],
        },
      ),
      locationList: build.query<LocationListApiResponse, LocationListApiArg>({
        query: (queryArg) => ({ url: `/api/location/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['locations'],
      }),
      locationCreate: build.mutation<LocationCreateApiResponse, LocationCreateApiArg>({
        query: (queryArg) => ({ url: `/api/location/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['locations'],
      }),
      locationUpdate: build.mutation<LocationUpdateApiResponse, LocationUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/location/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['locations'],
      }),
      locationDelete: build.mutation<LocationDeleteApiResponse, LocationDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/location/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['locations'],
      }),
      locationDeleteSelected: build.mutation<LocationDeleteSelectedApiResponse, LocationDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/location/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['locations'],
        },
      ),
      woodSpecList: build.query<WoodSpecListApiResponse, WoodSpecListApiArg>({
        query: (queryArg) => ({ url: `/api/specs/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['wood-specs'],
      }),
      woodSpecCreate: build.mutation<WoodSpecCreateApiResponse, WoodSpecCreateApiArg>({
        query: (queryArg) => ({ url: `/api/specs/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecUpdate: build.mutation<WoodSpecUpdateApiResponse, WoodSpecUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/specs/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecToggleHot: build.mutation<WoodSpecToggleHotApiResponse, WoodSpecToggleHotApiArg>({
        query: (queryArg) => ({ url: `/api/specs/toggle/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecDelete: build.mutation<WoodSpecDeleteApiResponse, WoodSpecDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/specs/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['wood-specs'],
      }),
      woodSpecDeleteSelected: build.mutation<WoodSpecDeleteSelectedApiResponse, WoodSpecDeleteSelectedApiArg>(
        {
          query: (queryArg) => ({ url: `/api/specs/delete`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['wood-specs'],
        },
      ),
      diameterRangeList: build.query<DiameterRangeListApiResponse, DiameterRangeListApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['diameter-ranges'],
      }),
      diameterRangeCreate: build.mutation<DiameterRangeCreateApiResponse, DiameterRangeCreateApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeUpdate: build.mutation<DiameterRangeUpdateApiResponse, DiameterRangeUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeDelete: build.mutation<DiameterRangeDeleteApiResponse, DiameterRangeDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/wdc/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeDeleteSelected: build.mutation<
        DiameterRangeDeleteSelectedApiResponse,
        DiameterRangeDeleteSelectedApiArg
      >({
        query: (queryArg) => ({ url: `/api/wdc/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['diameter-ranges'],
      }),
      diameterRangeDeleteAll: build.mutation<DiameterRangeDeleteAllApiResponse, DiameterRangeDeleteAllApiArg>(
        {
          query: (queryArg) => ({ url: `/api/wdc/deleteAll`, method: 'POST', body: queryArg.body }),
          invalidatesTags: ['diameter-ranges'],
        },
      ),
      customStandardList: build.query<CustomStandardListApiResponse, CustomStandardListApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['standards'],
      }),
      customStandardCreate: build.mutation<CustomStandardCreateApiResponse, CustomStandardCreateApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['standards'],
      }),
      customStandardUpdate: build.mutation<CustomStandardUpdateApiResponse, CustomStandardUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['standards'],
      }),
      customStandardDelete: build.mutation<CustomStandardDeleteApiResponse, CustomStandardDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/standard/custom/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['standards'],
      }),
      measureLog: build.query<MeasureLogApiResponse, MeasureLogApiArg>({
        query: (queryArg) => ({ url: `/api/standard/measure`, method: 'POST', body: queryArg.body }),
        providesTags: ['standards'],
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
      stockInDiameterCategory: build.mutation<
        StockInDiameterCategoryApiResponse,
        StockInDiameterCategoryApiArg
      >({
        query: (queryArg) => ({ url: `/api/stockIn/d/getDiaCategory`, method: 'POST', body: queryArg.body }),
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
      stockList: build.query<StockListApiResponse, StockListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/pageSpu`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      stockOutOfStockList: build.query<StockOutOfStockListApiResponse, StockOutOfStockListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/pageOutOfStock`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      carDataList: build.query<CarDataListApiResponse, CarDataListApiArg>({
        query: (queryArg) => ({ url: `/api/stock/carData/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['stock'],
      }),
      carDiameterCategory: build.mutation<CarDiameterCategoryApiResponse, CarDiameterCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/carData/getDiaCategory`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['stock'],
      }),
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
      diameterSetsSummary: build.query<DiameterSetsSummaryApiResponse, DiameterSetsSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/checkStock/stats/compare`, method: 'POST', body: queryArg.body }),
        providesTags: ['diameter-sheets'],
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
      devicePictureList: build.query<DevicePictureListApiResponse, DevicePictureListApiArg>({
        query: (queryArg) => ({ url: `/api/oss/d/pageImg`, method: 'POST', body: queryArg.body }),
        providesTags: ['device-pictures'],
      }),
      stockPictureDelete: build.mutation<StockPictureDeleteApiResponse, StockPictureDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockPictureRecover: build.mutation<StockPictureRecoverApiResponse, StockPictureRecoverApiArg>({
        query: (queryArg) => ({ url: `/api/stock/d/recover/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockPictureFeedback: build.mutation<StockPictureFeedbackApiResponse, StockPictureFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/stock/d/feedbackImg/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['device-pictures'],
      }),
      stockInPictureDelete: build.mutation<StockInPictureDeleteApiResponse, StockInPictureDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockInPictureRecover: build.mutation<StockInPictureRecoverApiResponse, StockInPictureRecoverApiArg>({
        query: (queryArg) => ({ url: `/api/stockIn/d/recover/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockInPictureFeedback: build.mutation<StockInPictureFeedbackApiResponse, StockInPictureFeedbackApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/stockIn/d/feedbackImg/${queryArg.id}`,
            method: 'POST',
            body: queryArg.body,
          }),
          invalidatesTags: ['device-pictures'],
        },
      ),
      stockOutPictureDelete: build.mutation<StockOutPictureDeleteApiResponse, StockOutPictureDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/stockOut/d/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-pictures'],
      }),
      stockOutPictureRecover: build.mutation<StockOutPictureRecoverApiResponse, StockOutPictureRecoverApiArg>(
        {
          query: (queryArg) => ({ url: `/api/stockOut/d/recover/${queryArg.id}`, method: 'POST' }),
          invalidatesTags: ['device-pictures'],
        },
      ),
      stockOutPictureFeedback: build.mutation<
        StockOutPictureFeedbackApiResponse,
        StockOutPictureFeedbackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/stockOut/d/feedbackImg/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['device-pictures'],
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
      deviceList: build.query<DeviceListApiResponse, DeviceListApiArg>({
        query: (queryArg) => ({ url: `/api/device/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['devices'],
      }),
      deviceCreate: build.mutation<DeviceCreateApiResponse, DeviceCreateApiArg>({
        query: (queryArg) => ({ url: `/api/device/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['devices'],
      }),
      deviceRename: build.mutation<DeviceRenameApiResponse, DeviceRenameApiArg>({
        query: (queryArg) => ({
          url: `/api/device/changeName/${queryArg.deviceNo}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['devices'],
      }),
      deviceStandardSetup: build.mutation<DeviceStandardSetupApiResponse, DeviceStandardSetupApiArg>({
        query: (queryArg) => ({
          url: `/api/device/standard/setup/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['devices'],
      }),
      deviceStatus: build.mutation<DeviceStatusApiResponse, DeviceStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/device/status/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['devices'],
      }),
      deviceDelete: build.mutation<DeviceDeleteApiResponse, DeviceDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/device/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['devices'],
      }),
      deviceLogList: build.query<DeviceLogListApiResponse, DeviceLogListApiArg>({
        query: (queryArg) => ({ url: `/api/deviceLog/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['devices'],
      }),
      deviceLogOperatorList: build.query<DeviceLogOperatorListApiResponse, DeviceLogOperatorListApiArg>({
        query: (queryArg) => ({ url: `/api/deviceLog/operators`, method: 'POST', body: queryArg.body }),
        providesTags: ['devices'],
      }),
      deviceUserList: build.query<DeviceUserListApiResponse, DeviceUserListApiArg>({
        query: (queryArg) => ({ url: `/api/operator/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['device-users'],
      }),
      deviceUserCreate: build.mutation<DeviceUserCreateApiResponse, DeviceUserCreateApiArg>({
        query: (queryArg) => ({ url: `/api/operator/save`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['device-users'],
      }),
      deviceUserUpdate: build.mutation<DeviceUserUpdateApiResponse, DeviceUserUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/operator/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['device-users'],
      }),
      deviceUserDelete: build.mutation<DeviceUserDeleteApiResponse, DeviceUserDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/operator/del/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['device-users'],
      }),
      deviceUserStatus: build.mutation<DeviceUserStatusApiResponse, DeviceUserStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/deviceUser/updateStatus/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['device-users'],
      }),
      appUserList: build.query<AppUserListApiResponse, AppUserListApiArg>({
        query: (queryArg) => ({ url: `/api/appcus/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['app-users'],
      }),
      appUserCreate: build.mutation<AppUserCreateApiResponse, AppUserCreateApiArg>({
        query: (queryArg) => ({ url: `/api/appcus/add`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['app-users'],
      }),
      appUserUpdate: build.mutation<AppUserUpdateApiResponse, AppUserUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/appcus/edit`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['app-users'],
      }),
      appUserDelete: build.mutation<AppUserDeleteApiResponse, AppUserDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/appcus/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['app-users'],
      }),
      appUserStatus: build.mutation<AppUserStatusApiResponse, AppUserStatusApiArg>({
        query: (queryArg) => ({ url: `/api/appcus/updateStatus`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['app-users'],
      }),
      appLoginCheckCode: build.mutation<AppLoginCheckCodeApiResponse, AppLoginCheckCodeApiArg>({
        query: () => ({ url: `/api/appcus/checkCode`, method: 'POST' }),
        invalidatesTags: ['app-users'],
      }),
      appLogin: build.mutation<AppLoginApiResponse, AppLoginApiArg>({
        query: (queryArg) => ({ url: `/api/appcus/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['app-users'],
      }),
      cameraList: build.query<CameraListApiResponse, CameraListApiArg>({
        query: (queryArg) => ({ url: `/api/ipcamera/pageData`, method: 'POST', body: queryArg.body }),
        providesTags: ['cameras'],
      }),
      cameraCreate: build.mutation<CameraCreateApiResponse, CameraCreateApiArg>({
        query: (queryArg) => ({ url: `/api/ipcamera/add`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['cameras'],
      }),
      cameraUpdate: build.mutation<CameraUpdateApiResponse, CameraUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/ipcamera/edit`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['cameras'],
      }),
      cameraDelete: build.mutation<CameraDeleteApiResponse, CameraDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/ipcamera/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['cameras'],
      }),
      cameraChangeNumber: build.mutation<CameraChangeNumberApiResponse, CameraChangeNumberApiArg>({
        query: (queryArg) => ({ url: `/api/ipcamera/modify/cameraNo`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['cameras'],
      }),
      cameraImport: build.mutation<CameraImportApiResponse, CameraImportApiArg>({
        query: (queryArg) => ({ url: `/api/ipcamera/upload`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['cameras'],
      }),
      deviceEnrolCode: build.mutation<DeviceEnrolCodeApiResponse, DeviceEnrolCodeApiArg>({
        query: (queryArg) => ({ url: `/api/device/enrol/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['devices'],
      }),
      deviceRevoke: build.mutation<DeviceRevokeApiResponse, DeviceRevokeApiArg>({
        query: (queryArg) => ({ url: `/api/device/revoke/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['devices'],
      }),
      countOrderList: build.query<CountOrderListApiResponse, CountOrderListApiArg>({
        query: (queryArg) => ({ url: `/api/count/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['counting'],
      }),
      countOrderCreate: build.mutation<CountOrderCreateApiResponse, CountOrderCreateApiArg>({
        query: (queryArg) => ({ url: `/api/count/create`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['counting'],
      }),
      countOrderDelete: build.mutation<CountOrderDeleteApiResponse, CountOrderDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/count/delete/${queryArg.orderNo}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countOrderVerify: build.mutation<CountOrderVerifyApiResponse, CountOrderVerifyApiArg>({
        query: (queryArg) => ({ url: `/api/count/confirm/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countReviewSave: build.mutation<CountReviewSaveApiResponse, CountReviewSaveApiArg>({
        query: (queryArg) => ({ url: `/api/count/coordinate/update`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['counting'],
      }),
      countImageConfirm: build.mutation<CountImageConfirmApiResponse, CountImageConfirmApiArg>({
        query: (queryArg) => ({
          url: `/api/count/coordinate/updateStatus`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['counting'],
      }),
      countOrderDetail: build.query<CountOrderDetailApiResponse, CountOrderDetailApiArg>({
        query: (queryArg) => ({ url: `/api/count/detail/${queryArg.id}` }),
        providesTags: ['counting'],
      }),
      countImageList: build.query<CountImageListApiResponse, CountImageListApiArg>({
        query: (queryArg) => ({ url: `/api/oss/m/pageImg`, method: 'POST', body: queryArg.body }),
        providesTags: ['counting'],
      }),
      countImageDelete: build.mutation<CountImageDeleteApiResponse, CountImageDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/delete/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countImageRecover: build.mutation<CountImageRecoverApiResponse, CountImageRecoverApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/recover/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['counting'],
      }),
      countImageFeedback: build.mutation<CountImageFeedbackApiResponse, CountImageFeedbackApiArg>({
        query: (queryArg) => ({
          url: `/api/oss/feedback/${queryArg.id}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['counting'],
      }),
      countingSummary: build.query<CountingSummaryApiResponse, CountingSummaryApiArg>({
        query: () => ({ url: `/api/count/img/summary` }),
        providesTags: ['counting'],
      }),
      countImagePhoto: build.query<CountImagePhotoApiResponse, CountImagePhotoApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/photo/${queryArg.imgId}` }),
        providesTags: ['counting'],
      }),
      countImageVideo: build.query<CountImageVideoApiResponse, CountImageVideoApiArg>({
        query: (queryArg) => ({ url: `/api/count/img/video/${queryArg.imgId}` }),
        providesTags: ['counting'],
      }),
      mediaUploadBegin: build.mutation<MediaUploadBeginApiResponse, MediaUploadBeginApiArg>({
        query: (queryArg) => ({ url: `/api/media/upload/begin`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['media'],
      }),
      mediaUploadPart: build.mutation<MediaUploadPartApiResponse, MediaUploadPartApiArg>({
        query: (queryArg) => ({
          url: `/api/media/upload/${queryArg.uploadId}/part/${queryArg.index}`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['media'],
      }),
      mediaUploadStatus: build.query<MediaUploadStatusApiResponse, MediaUploadStatusApiArg>({
        query: (queryArg) => ({ url: `/api/media/upload/${queryArg.uploadId}` }),
        providesTags: ['media'],
      }),
      mediaUploadComplete: build.mutation<MediaUploadCompleteApiResponse, MediaUploadCompleteApiArg>({
        query: (queryArg) => ({ url: `/api/media/upload/${queryArg.uploadId}/complete`, method: 'POST' }),
        invalidatesTags: ['media'],
      }),
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
      orderDiameterCategory: build.mutation<OrderDiameterCategoryApiResponse, OrderDiameterCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/getDiaCategory`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      orderWoodList: build.query<OrderWoodListApiResponse, OrderWoodListApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/page`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      orderImageList: build.query<OrderImageListApiResponse, OrderImageListApiArg>({
        query: (queryArg) => ({ url: `/api/order/wood/images`, method: 'POST', body: queryArg.body }),
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
      shareCreate: build.mutation<ShareCreateApiResponse, ShareCreateApiArg>({
        query: (queryArg) => ({ url: `/api/order/share/create`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      shareRevoke: build.mutation<ShareRevokeApiResponse, ShareRevokeApiArg>({
        query: (queryArg) => ({ url: `/api/order/share/revoke`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['orders'],
      }),
      shareLinkList: build.query<ShareLinkListApiResponse, ShareLinkListApiArg>({
        query: (queryArg) => ({ url: `/api/order/share/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      shareOrderList: build.query<ShareOrderListApiResponse, ShareOrderListApiArg>({
        query: (queryArg) => ({ url: `/api/order/business`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
      shareImageList: build.query<ShareImageListApiResponse, ShareImageListApiArg>({
        query: (queryArg) => ({ url: `/api/order/business/img`, method: 'POST', body: queryArg.body }),
        providesTags: ['orders'],
      }),
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
      sawBoardSummary: build.query<SawBoardSummaryApiResponse, SawBoardSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/board/data`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      sawBoardEvents: build.query<SawBoardEventsApiResponse, SawBoardEventsApiArg>({
        query: (queryArg) => ({ url: `/api/cutting/board/events/${queryArg.cusNo}/${queryArg.token}` }),
        providesTags: ['sawing-live'],
      }),
      sawBenchList: build.query<SawBenchListApiResponse, SawBenchListApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      sawBenchSpecList: build.query<SawBenchSpecListApiResponse, SawBenchSpecListApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/specs`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      sawBenchClose: build.mutation<SawBenchCloseApiResponse, SawBenchCloseApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/close`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchCancelClose: build.mutation<SawBenchCancelCloseApiResponse, SawBenchCancelCloseApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/cancelClose`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchEdit: build.mutation<SawBenchEditApiResponse, SawBenchEditApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/edit`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchEditing: build.mutation<SawBenchEditingApiResponse, SawBenchEditingApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/editing`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchManage: build.mutation<SawBenchManageApiResponse, SawBenchManageApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/manage`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchMerge: build.mutation<SawBenchMergeApiResponse, SawBenchMergeApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchDelete: build.mutation<SawBenchDeleteApiResponse, SawBenchDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchRestore: build.mutation<SawBenchRestoreApiResponse, SawBenchRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/restore`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      sawBenchSplit: build.mutation<SawBenchSplitApiResponse, SawBenchSplitApiArg>({
        query: (queryArg) => ({ url: `/api/sawbench/split`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchDoingList: build.query<AppSawbenchDoingListApiResponse, AppSawbenchDoingListApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/doing`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      appSawbenchOnfinishList: build.query<AppSawbenchOnfinishListApiResponse, AppSawbenchOnfinishListApiArg>(
        {
          query: (queryArg) => ({ url: `/api/app/sawbench/onfinish`, method: 'POST', body: queryArg.body }),
          providesTags: ['sawing-live'],
        },
      ),
      appSawbenchDofinish: build.mutation<AppSawbenchDofinishApiResponse, AppSawbenchDofinishApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/dofinish`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchMerge: build.mutation<AppSawbenchMergeApiResponse, AppSawbenchMergeApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/merge`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchDelete: build.mutation<AppSawbenchDeleteApiResponse, AppSawbenchDeleteApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/delete`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchSplit: build.mutation<AppSawbenchSplitApiResponse, AppSawbenchSplitApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/split`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchRestore: build.mutation<AppSawbenchRestoreApiResponse, AppSawbenchRestoreApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/restore`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      appSawbenchSetupPwd: build.mutation<AppSawbenchSetupPwdApiResponse, AppSawbenchSetupPwdApiArg>({
        query: (queryArg) => ({ url: `/api/app/sawbench/setuppwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5CheckCode: build.mutation<H5CheckCodeApiResponse, H5CheckCodeApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/checkCode`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5Login: build.mutation<H5LoginApiResponse, H5LoginApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5SetPassword: build.mutation<H5SetPasswordApiResponse, H5SetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/setPwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['sawing-live'],
      }),
      h5SawList: build.query<H5SawListApiResponse, H5SawListApiArg>({
        query: (queryArg) => ({ url: `/api/h5/saw/list`, method: 'POST', body: queryArg.body }),
        providesTags: ['sawing-live'],
      }),
      billingAccountSummary: build.query<BillingAccountSummaryApiResponse, BillingAccountSummaryApiArg>({
        query: (queryArg) => ({ url: `/api/bill/account/get`, method: 'POST', body: queryArg.body }),
        providesTags: ['billing'],
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
      ledgerStatisticsSummary: build.query<LedgerStatisticsSummaryApiResponse, LedgerStatisticsSummaryApiArg>(
        {
          query: (queryArg) => ({ url: `/api/ledger/statistics`, method: 'POST', body: queryArg.body }),
          providesTags: ['billing'],
        },
      ),
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
export { injectedRtkApi as generatedApi };
export type LoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    accessToken: string;
    defaultPassword: boolean;
  };
};
export type LoginApiArg = {
  body: {
    username: string;
    password: string;
    captchaId?: string;
    captcha?: string;
  };
};
export type TrialLoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    accessToken: string;
    defaultPassword: boolean;
  };
};
export type TrialLoginApiArg = void;
export type TrialOfferedApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    offered: boolean;
  };
};
export type TrialOfferedApiArg = void;
export type LoginCheckCodeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    challengeId: string;
    image: string;
    expiresIn: number;
  };
};
export type LoginCheckCodeApiArg = void;
export type SystemAppLoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    accessToken: string;
    id: string;
    username: string;
    realName: string;
  };
};
export type SystemAppLoginApiArg = {
  body: {
    username: string;
    password: string;
    captchaId?: string;
    captcha?: string;
  };
};
export type SendResetCodeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SendResetCodeApiArg = {
  body: {
    phone: string;
  };
};
export type SendResetMailApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SendResetMailApiArg = {
  body: {
    email: string;
  };
};
export type ResetPasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type ResetPasswordApiArg = {
  body: {
    phone?: string;
    email?: string;
    code: string;
    password: string;
  };
};
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
export type UpdatePasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type UpdatePasswordApiArg = {
  body: {
    oldPwd: string;
    password: string;
  };
};
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
export type PermissionTreeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    key: string;
    titleId: string;
    children?: {
      key: string;
      titleId: string;
    }[];
  }[];
};
export type PermissionTreeApiArg = void;
export type SystemUserListApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      username: string;
      realName: string;
      phone: string;
      /** where reset codes are mailed; empty when none */
      email: string;
      /** 3 super administrator, 7 administrator, 4 ordinary user */
      type: number;
      /** 1 enabled, 0 disabled */
      status: number;
      /** a super administrator: the row cannot be edited or deleted */
      isAdmin: boolean;
      /** the permission groups the user belongs to */
      roleIds: string[];
      permissionsList: {
        id: string;
        name: string;
      }[];
      lastSignTime: string | null;
      signNum: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type SystemUserListApiArg = {
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
export type PermissionGroupListApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      permName: string;
      permDesc: string;
      path: string[];
      createTime: string;
    }[];
    total: number;
  };
};
export type PermissionGroupListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type SystemUserCreateApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type SystemUserCreateApiArg = {
  body: {
    username: string;
    realName: string;
    phone: string;
    email?: string;
    type: 7 | 4;
    /** §5: at least one permission group */
    roleIds: string[];
    password: string;
  };
};
export type SystemUserUpdateApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SystemUserUpdateApiArg = {
  body: {
    id: string;
    username: string;
    realName: string;
    phone: string;
    email?: string;
    type: 7 | 4;
    /** §5: at least one permission group */
    roleIds: string[];
    password?: string;
  };
};
export type SystemUserDeleteApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SystemUserDeleteApiArg = {
  id: string;
};
export type SystemUserStatusApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SystemUserStatusApiArg = {
  body: {
    id: string;
    status: 1 | 0;
  };
};
export type PermissionGroupSaveApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type PermissionGroupSaveApiArg = {
  body: {
    id?: string;
    permName: string;
    permDesc?: string;
    path: string[];
  };
};
export type PermissionGroupDeleteApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type PermissionGroupDeleteApiArg = {
  id: string;
};
export type StandardOptionListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    name: string;
    value: string;
  }[];
};
export type StandardOptionListApiArg = void;
export type OperationLogApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: number;
      username: string;
      createTime: string;
      ip: string;
      operation: string;
    }[];
    total: number;
  };
};
export type OperationLogApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    username?: string;
    operation?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type OperationLogOperationListApiResponse = /** status 200 needs permission system/role */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    value: string;
    label: string;
  }[];
};
export type OperationLogOperationListApiArg = void;
export type OperationLogExportApiResponse = /** status 200 needs permission system/role */ Blob;
export type OperationLogExportApiArg = {
  body: {
    username?: string;
    operation?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
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
export type WoodKindListApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodKindName: string;
      remark: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type WoodKindListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    woodKindName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type WoodKindCreateApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type WoodKindCreateApiArg = {
  body: {
    woodKindName: string;
    remark?: string;
  };
};
export type WoodKindUpdateApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodKindUpdateApiArg = {
  body: {
    id: string;
    woodKindName: string;
    remark?: string;
  };
};
export type WoodKindDeleteApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodKindDeleteApiArg = {
  id: string;
};
export type WoodKindDeleteSelectedApiResponse = /** status 200 needs permission info/woodType */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodKindDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type CustomerListApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      customerNo: string;
      customerName: string;
      phone: string;
      addr: string;
      email: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type CustomerListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    customerName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type CustomerCreateApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    customerNo: string;
  };
};
export type CustomerCreateApiArg = {
  body: {
    customerName: string;
    phone?: string;
    email?: string;
    addr?: string;
  };
};
export type CustomerUpdateApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomerUpdateApiArg = {
  body: {
    id: string;
    customerName: string;
    phone?: string;
    email?: string;
    addr?: string;
  };
};
export type CustomerDeleteApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomerDeleteApiArg = {
  id: string;
};
export type CustomerDeleteSelectedApiResponse = /** status 200 needs permission info/customer */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomerDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type LocationListApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      locationName: string;
      remark: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type LocationListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    locationName?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type LocationCreateApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type LocationCreateApiArg = {
  body: {
    locationName: string;
    remark?: string;
  };
};
export type LocationUpdateApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type LocationUpdateApiArg = {
  body: {
    id: string;
    locationName: string;
    remark?: string;
  };
};
export type LocationDeleteApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type LocationDeleteApiArg = {
  id: string;
};
export type LocationDeleteSelectedApiResponse = /** status 200 needs permission info/warehouse */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type LocationDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type WoodSpecListApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      woodSpecsNo: number;
      remark: string;
      hot: 0 | 1;
      createTime: string;
    }[];
    total: number;
  };
};
export type WoodSpecListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    woodSpecsNo?: number;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type WoodSpecCreateApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type WoodSpecCreateApiArg = {
  body: {
    woodSpecsNo: number;
    remark?: string;
    hot?: 0 | 1;
  };
};
export type WoodSpecUpdateApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodSpecUpdateApiArg = {
  body: {
    id: string;
    woodSpecsNo: number;
    remark?: string;
  };
};
export type WoodSpecToggleHotApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    hot: 0 | 1;
  };
};
export type WoodSpecToggleHotApiArg = {
  id: string;
};
export type WoodSpecDeleteApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodSpecDeleteApiArg = {
  id: string;
};
export type WoodSpecDeleteSelectedApiResponse = /** status 200 needs permission info/woodLen */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type WoodSpecDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type DiameterRangeListApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      lowerLimit: number;
      upperLimit: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type DiameterRangeListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type DiameterRangeCreateApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type DiameterRangeCreateApiArg = {
  body: {
    lowerLimit: number;
    upperLimit: number;
  };
};
export type DiameterRangeUpdateApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DiameterRangeUpdateApiArg = {
  body: {
    id: string;
    lowerLimit: number;
    upperLimit: number;
  };
};
export type DiameterRangeDeleteApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DiameterRangeDeleteApiArg = {
  id: string;
};
export type DiameterRangeDeleteSelectedApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DiameterRangeDeleteSelectedApiArg = {
  body: {
    ids: string[];
  };
};
export type DiameterRangeDeleteAllApiResponse = /** status 200 needs permission info/diamSort */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    deleted: number;
  };
};
export type DiameterRangeDeleteAllApiArg = {
  body: {};
};
export type CustomStandardListApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      code: string;
      name: string;
      definition: {
        [key: string]: any;
      };
      createTime: string;
      updateTime: string;
    }[];
    total: number;
  };
};
export type CustomStandardListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
  };
};
export type CustomStandardCreateApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    code: string;
  };
};
export type CustomStandardCreateApiArg = {
  body: {
    definition: {
      [key: string]: any;
    };
  };
};
export type CustomStandardUpdateApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomStandardUpdateApiArg = {
  body: {
    id: string;
    definition: {
      [key: string]: any;
    };
  };
};
export type CustomStandardDeleteApiResponse = /** status 200 needs permission system/setting */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CustomStandardDeleteApiArg = {
  id: string;
};
export type MeasureLogApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    standard: string;
    diameterClass: number;
    lengthClass: number;
    volume: number;
    explanation: string;
  };
};
export type MeasureLogApiArg = {
  body: {
    standard: string;
    minDiameter: number;
    maxDiameter?: number;
    length: number;
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
export type DevicePictureListApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      /** the log */
      id: string;
      kind: 'stockIn' | 'stockOut';
      sheetId: string;
      spu: string;
      transportNum: string;
      deviceNo: string;
      picUrl: string;
      /** cm, the smaller reading */
      diameter: number;
      maxDiameter: number;
      /** m */
      length: number;
      /** the diameter was entered by hand (the card’s manual tag) */
      manual: boolean;
      cardState: number;
      picStatus: number;
      feedbackTime: string | null;
      feedbackBy: string | null;
      feedbackComment: string | null;
      createTime: string;
    }[];
    total: number;
  };
};
export type DevicePictureListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    /** part of the transport number or of the sheet number */
    num?: string;
    /** 1 stock-in, 2 stock-out sheets */
    flag?: 1 | 2;
    /** feedback: 0 none, 5 sent, 10 handled */
    picStatus?: 0 | 5 | 10;
    beginDate?: string;
    endDate?: string;
  };
};
export type StockPictureDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockPictureDeleteApiArg = {
  id: string;
};
export type StockPictureRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockPictureRecoverApiArg = {
  id: string;
};
export type StockPictureFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockPictureFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
};
export type StockInPictureDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockInPictureDeleteApiArg = {
  id: string;
};
export type StockInPictureRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockInPictureRecoverApiArg = {
  id: string;
};
export type StockInPictureFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockInPictureFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
};
export type StockOutPictureDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockOutPictureDeleteApiArg = {
  id: string;
};
export type StockOutPictureRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockOutPictureRecoverApiArg = {
  id: string;
};
export type StockOutPictureFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    cardState: number;
    picStatus: number;
  };
};
export type StockOutPictureFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
  };
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
export type DeviceListApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      deviceNo: string;
      deviceName: string;
      status: 0 | 1;
      type: 'gateScanner' | 'handheld' | 'conveyor';
      minDiameterCm: number;
      maxDiameterCm: number;
      standard: string;
      standardDesc: string;
      customerNo: string;
      credentialState: 'none' | 'enrolled' | 'revoked';
      revision: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type DeviceListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    deviceNo?: string;
    deviceName?: string;
    status?: 0 | 1;
  };
};
export type DeviceCreateApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    deviceNo: string;
    deviceName: string;
    status: 0 | 1;
    type: 'gateScanner' | 'handheld' | 'conveyor';
    minDiameterCm: number;
    maxDiameterCm: number;
    standard: string;
    standardDesc: string;
    customerNo: string;
    credentialState: 'none' | 'enrolled' | 'revoked';
    revision: number;
    createTime: string;
  };
};
export type DeviceCreateApiArg = {
  body: {
    deviceNo: string;
    deviceName: string;
    type: 'gateScanner' | 'handheld' | 'conveyor';
    standard: string;
    customerNo?: string;
  };
};
export type DeviceRenameApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    deviceNo: string;
    deviceName: string;
    status: 0 | 1;
    type: 'gateScanner' | 'handheld' | 'conveyor';
    minDiameterCm: number;
    maxDiameterCm: number;
    standard: string;
    standardDesc: string;
    customerNo: string;
    credentialState: 'none' | 'enrolled' | 'revoked';
    revision: number;
    createTime: string;
  };
};
export type DeviceRenameApiArg = {
  deviceNo: string;
  body: {
    deviceName: string;
  };
};
export type DeviceStandardSetupApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    deviceNo: string;
    deviceName: string;
    status: 0 | 1;
    type: 'gateScanner' | 'handheld' | 'conveyor';
    minDiameterCm: number;
    maxDiameterCm: number;
    standard: string;
    standardDesc: string;
    customerNo: string;
    credentialState: 'none' | 'enrolled' | 'revoked';
    revision: number;
    createTime: string;
  };
};
export type DeviceStandardSetupApiArg = {
  id: string;
  body: {
    standard: string;
  };
};
export type DeviceStatusApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    deviceNo: string;
    deviceName: string;
    status: 0 | 1;
    type: 'gateScanner' | 'handheld' | 'conveyor';
    minDiameterCm: number;
    maxDiameterCm: number;
    standard: string;
    standardDesc: string;
    customerNo: string;
    credentialState: 'none' | 'enrolled' | 'revoked';
    revision: number;
    createTime: string;
  };
};
export type DeviceStatusApiArg = {
  id: string;
  body: {
    status: 0 | 1;
  };
};
export type DeviceDeleteApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DeviceDeleteApiArg = {
  id: string;
};
export type DeviceLogListApiResponse = /** status 200 needs permission device/log */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      deviceId: string;
      deviceNo: string;
      deviceName: string;
      oprId: string | null;
      oprName: string;
      logAction:
        | 'added'
        | 'renamed'
        | 'standardsChanged'
        | 'switchedOn'
        | 'switchedOff'
        | 'deleted'
        | 'enrolled'
        | 'revoked'
        | 'upload'
        | 'rejected';
      detail: {
        [key: string]: string | number;
      };
      createTime: string;
    }[];
    total: number;
  };
};
export type DeviceLogListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    userId?: string;
    deviceNo?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type DeviceLogOperatorListApiResponse = /** status 200 needs permission device/log */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    userId: string;
    oprName: string;
  }[];
};
export type DeviceLogOperatorListApiArg = {
  body: {};
};
export type DeviceUserListApiResponse = /** status 200 needs permission info/deviceUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      username: string;
      realName: string;
      phone: string;
      status: 1 | 0;
      createTime: string;
    }[];
    total: number;
  };
};
export type DeviceUserListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    username?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type DeviceUserCreateApiResponse = /** status 200 needs permission info/deviceUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type DeviceUserCreateApiArg = {
  body: {
    username: string;
    realName: string;
    phone: string;
    password: string;
  };
};
export type DeviceUserUpdateApiResponse = /** status 200 needs permission info/deviceUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DeviceUserUpdateApiArg = {
  body: {
    id: string;
    username: string;
    realName: string;
    phone: string;
    password?: string;
  };
};
export type DeviceUserDeleteApiResponse = /** status 200 needs permission info/deviceUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DeviceUserDeleteApiArg = {
  id: string;
};
export type DeviceUserStatusApiResponse = /** status 200 needs permission info/deviceUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type DeviceUserStatusApiArg = {
  id: string;
  body: {
    status: 1 | 0;
  };
};
export type AppUserListApiResponse = /** status 200 needs permission info/appUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      username: string;
      realName: string;
      phone: string;
      status: 1 | 0;
      createTime: string;
    }[];
    total: number;
  };
};
export type AppUserListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    username?: string;
    createTimeFrom?: string;
    createTimeTo?: string;
  };
};
export type AppUserCreateApiResponse = /** status 200 needs permission info/appUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type AppUserCreateApiArg = {
  body: {
    username: string;
    realName: string;
    phone: string;
    password: string;
  };
};
export type AppUserUpdateApiResponse = /** status 200 needs permission info/appUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type AppUserUpdateApiArg = {
  body: {
    id: string;
    username: string;
    realName: string;
    phone: string;
    password?: string;
  };
};
export type AppUserDeleteApiResponse = /** status 200 needs permission info/appUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type AppUserDeleteApiArg = {
  id: string;
};
export type AppUserStatusApiResponse = /** status 200 needs permission info/appUser */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type AppUserStatusApiArg = {
  body: {
    id: string;
    status: 1 | 0;
  };
};
export type AppLoginCheckCodeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    challengeId: string;
    image: string;
    expiresIn: number;
  };
};
export type AppLoginCheckCodeApiArg = void;
export type AppLoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    accessToken: string;
    id: string;
    username: string;
    realName: string;
  };
};
export type AppLoginApiArg = {
  body: {
    username: string;
    password: string;
    captchaId?: string;
    captcha?: string;
  };
};
export type CameraListApiResponse = /** status 200 needs permission device/cameraList */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: string;
      channelNO: string;
      cameraNO: string;
      ip: string;
      rtspPort: number;
      rtspUri: string;
      codec: string;
      createTime: string;
    }[];
    total: number;
  };
};
export type CameraListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    cameraNO?: string;
    ip?: string;
  };
};
export type CameraCreateApiResponse = /** status 200 needs permission device/cameraList */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
  };
};
export type CameraCreateApiArg = {
  body: {
    channelNO: string;
    cameraNO: string;
    ip: string;
    rtspPort: number;
    codec: 'H.265';
    adminPwd: string;
  };
};
export type CameraUpdateApiResponse = /** status 200 needs permission device/cameraList */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CameraUpdateApiArg = {
  body: {
    id: string;
    channelNO: string;
    cameraNO: string;
    ip: string;
    rtspPort: number;
    codec: 'H.265';
    adminPwd?: string;
  };
};
export type CameraDeleteApiResponse = /** status 200 needs permission device/cameraList */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CameraDeleteApiArg = {
  id: string;
};
export type CameraChangeNumberApiResponse = /** status 200 needs permission device/cameraList */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CameraChangeNumberApiArg = {
  body: {
    id: string;
    cameraNO: string;
  };
};
export type CameraImportApiResponse = /** status 200 needs permission device/cameraList */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    imported: number;
  };
};
export type CameraImportApiArg = {
  body: {
    mfile: Blob;
  };
};
export type DeviceEnrolCodeApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    deviceNo: string;
    code: string;
    expiresAt: string;
    enrolUrl: string;
  };
};
export type DeviceEnrolCodeApiArg = {
  id: string;
};
export type DeviceRevokeApiResponse = /** status 200 needs permission device/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    revoked: number;
  };
};
export type DeviceRevokeApiArg = {
  id: string;
};
export type CountOrderListApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      id: number;
      orderNo: string;
      ossType: number;
      ossUrl: string;
      qty: number;
      status: number;
      errorCode: string | null;
      progress: number;
      createTime: string;
    }[];
    total: number;
  };
};
export type CountOrderListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    orderNo?: string;
    beginDate?: string;
    endDate?: string;
    reviewed?: boolean;
  };
};
export type CountOrderCreateApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: number;
    orderNo: string;
    status: number;
    imageIds: number[];
  };
};
export type CountOrderCreateApiArg = {
  body: {
    ossUrl: string;
    ossType: 1 | 2;
    moreOssUrls?: string[];
  };
};
export type CountOrderDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountOrderDeleteApiArg = {
  orderNo: string;
};
export type CountOrderVerifyApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: number;
    status: number;
  };
};
export type CountOrderVerifyApiArg = {
  id: string;
};
export type CountReviewSaveApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    imgId: number;
    seq: number;
    ossUrl: string;
    width: number | null;
    height: number | null;
    status: number;
    state: number;
    manualDia: boolean;
    progress: number;
    errorCode: string | null;
    modelVersion: string | null;
    coordinate: {
      x: number;
      y: number;
      r: number;
      score?: number;
    }[];
    coordinateManual:
      | {
          x: number;
          y: number;
          r: number;
          score?: number;
        }[]
      | null;
    reference:
      | {
          kind: 'stick';
          x1: number;
          y1: number;
          x2: number;
          y2: number;
          lengthCm: number;
        }
      | {
          kind: 'pile';
          x1: number;
          x2: number;
          lengthM: number;
        }
      | null;
    value: number;
    cmPerPx: number | null;
    dia:
      | {
          dia: number;
          diameterClass: number | null;
          volume: string | null;
        }[]
      | null;
    volume: string | null;
    unmeasured: number;
  };
};
export type CountReviewSaveApiArg = {
  body: {
    id: number;
    imgId: number;
    coordinate?: {
      x: number;
      y: number;
      r: number;
      score?: number;
    }[];
    coordinateManual: {
      x: number;
      y: number;
      r: number;
      score?: number;
    }[];
    dia?: {
      reference?:
        | {
            kind: 'stick';
            x1: number;
            y1: number;
            x2: number;
            y2: number;
            lengthCm: number;
          }
        | {
            kind: 'pile';
            x1: number;
            x2: number;
            lengthM: number;
          }
        | null;
      logLengthM?: number | null;
      standard?: string | null;
    };
  };
};
export type CountImageConfirmApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    imageStatus: number;
    orderStatus: number;
  };
};
export type CountImageConfirmApiArg = {
  body: {
    id: number;
    imgId: number;
  };
};
export type CountOrderDetailApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: number;
    orderNo: string;
    ossType: number;
    ossUrl: string;
    qty: number;
    status: number;
    errorCode: string | null;
    progress: number;
    createTime: string;
    logLengthM: number | null;
    standard: string | null;
    verifiedAt: string | null;
    actions: {
      look: boolean;
      delete: boolean;
      verify: boolean;
    };
    volume: string | null;
    volumeE4: number | null;
    images: {
      imgId: number;
      seq: number;
      ossUrl: string;
      width: number | null;
      height: number | null;
      status: number;
      state: number;
      manualDia: boolean;
      progress: number;
      errorCode: string | null;
      modelVersion: string | null;
      coordinate: {
        x: number;
        y: number;
        r: number;
        score?: number;
      }[];
      coordinateManual:
        | {
            x: number;
            y: number;
            r: number;
            score?: number;
          }[]
        | null;
      reference:
        | {
            kind: 'stick';
            x1: number;
            y1: number;
            x2: number;
            y2: number;
            lengthCm: number;
          }
        | {
            kind: 'pile';
            x1: number;
            x2: number;
            lengthM: number;
          }
        | null;
      value: number;
      cmPerPx: number | null;
      dia:
        | {
            dia: number;
            diameterClass: number | null;
            volume: string | null;
          }[]
        | null;
      volume: string | null;
      unmeasured: number;
    }[];
  };
};
export type CountOrderDetailApiArg = {
  id: string;
};
export type CountImageListApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    records: {
      picStatus: number;
      feedbackTime: string | null;
      feedbackBy: string | null;
      feedbackComment: string | null;
      id: number;
      ossUrl: string;
      ossType: number;
      status: number;
      state: number;
      detailId: number;
      video: boolean;
      orderNo: string;
      dia: boolean;
      qty: number | null;
      progress: number;
      errorCode: string | null;
      createTime: string;
    }[];
    total: number;
  };
};
export type CountImageListApiArg = {
  body: {
    page?: number;
    /** default 20; one of 10, 20, 50, 100, or up to 10000 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    num?: string;
    status?: 5 | 10;
    type?: 1 | 2;
    beginDate?: string;
    endDate?: string;
  };
};
export type CountImageDeleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountImageDeleteApiArg = {
  id: string;
};
export type CountImageRecoverApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type CountImageRecoverApiArg = {
  id: string;
};
export type CountImageFeedbackApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    picStatus: number;
    feedbackTime: string | null;
    feedbackBy: string | null;
    feedbackComment: string | null;
  };
};
export type CountImageFeedbackApiArg = {
  id: string;
  body: {
    comment?: string;
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
export type CountImagePhotoApiResponse = /** status 200 needs permission countKing/list */ Blob;
export type CountImagePhotoApiArg = {
  imgId: string;
};
export type CountImageVideoApiResponse = /** status 200 needs permission countKing/list */
  | Blob
  | /** status 206 the part of the file the Range header asked for (Content-Range) */ Blob;
export type CountImageVideoApiArg = {
  imgId: string;
};
export type MediaUploadBeginApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    uploadId: string;
    partSize: number;
    parts: number;
  };
};
export type MediaUploadBeginApiArg = {
  body: {
    fileName: string;
    size: number;
    contentType: string;
  };
};
export type MediaUploadPartApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    index: number;
    size: number;
  };
};
export type MediaUploadPartApiArg = {
  uploadId: string;
  index: string;
  body: {
    part: Blob;
  };
};
export type MediaUploadStatusApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    uploadId: string;
    partSize: number;
    parts: number;
    fileName: string;
    size: number;
    contentType: string;
    received: number[];
    missing: number[];
    completed: {
      ossUrl: string;
      size: number;
      contentType: string;
      width: number | null;
      height: number | null;
    } | null;
  };
};
export type MediaUploadStatusApiArg = {
  uploadId: string;
};
export type MediaUploadCompleteApiResponse = /** status 200 needs permission countKing/list */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    ossUrl: string;
    size: number;
    contentType: string;
    width: number | null;
    height: number | null;
  };
};
export type MediaUploadCompleteApiArg = {
  uploadId: string;
};
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
export type SawBoardSummaryApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    date: string;
    benches: {
      machineNo: string;
      name: string;
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    }[];
    totals: {
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    };
  };
};
export type SawBoardSummaryApiArg = {
  body: {
    cusNo: string;
    token: string;
  };
};
export type SawBoardEventsApiResponse = /** status 200 success */ string;
export type SawBoardEventsApiArg = {
  cusNo: string;
  token: string;
};
export type SawBenchListApiResponse = /** status 200 success */ {
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
export type SawBenchListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    cusNo: string;
    machineNo: string;
    sign: string;
    date?: string;
  };
};
export type SawBenchSpecListApiResponse = /** status 200 success */ {
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
export type SawBenchSpecListApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    id: string;
  };
};
export type SawBenchCloseApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchCloseApiArg = {
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
    cusNo: string;
    machineNo: string;
    sign: string;
  };
};
export type SawBenchCancelCloseApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchCancelCloseApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type SawBenchEditApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchEditApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    id: string;
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
export type SawBenchEditingApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SawBenchEditingApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    id: string;
    editing: boolean;
  };
};
export type SawBenchManageApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type SawBenchManageApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
  };
};
export type SawBenchMergeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchMergeApiArg = {
  body: {
    orderids: string;
    cusNo: string;
    machineNo: string;
    sign: string;
  };
};
export type SawBenchDeleteApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchDeleteApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type SawBenchRestoreApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchRestoreApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type SawBenchSplitApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type SawBenchSplitApiArg = {
  body: {
    cusNo: string;
    machineNo: string;
    sign: string;
    orderid: string;
  };
};
export type AppSawbenchDoingListApiResponse = /** status 200 success */ {
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
export type AppSawbenchDoingListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    machineNo: string;
    date?: string;
  };
};
export type AppSawbenchOnfinishListApiResponse = /** status 200 success */ {
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
export type AppSawbenchOnfinishListApiArg = {
  body: {
    page?: number;
    /** default 50; one of 10, 20, 50, 100, or up to 150 for look-ups */
    pageSize?: number;
    /** the page size under its §7 app-user name */
    limit?: number;
    machineNo: string;
    date?: string;
  };
};
export type AppSawbenchDofinishApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchDofinishApiArg = {
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
    machineNo: string;
  };
};
export type AppSawbenchMergeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchMergeApiArg = {
  body: {
    orderids: string;
    machineNo: string;
  };
};
export type AppSawbenchDeleteApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchDeleteApiArg = {
  body: {
    machineNo: string;
    orderid: string;
  };
};
export type AppSawbenchSplitApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchSplitApiArg = {
  body: {
    machineNo: string;
    orderid: string;
  };
};
export type AppSawbenchRestoreApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    id: string;
    orderNo: string;
    state: number;
  };
};
export type AppSawbenchRestoreApiArg = {
  body: {
    machineNo: string;
    orderid: string;
  };
};
export type AppSawbenchSetupPwdApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type AppSawbenchSetupPwdApiArg = {
  body: {
    pwd: string;
  };
};
export type H5CheckCodeApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    challengeId: string;
    image: string;
    expiresIn: number;
  };
};
export type H5CheckCodeApiArg = {
  body: {
    cusNo: string;
    sign: string;
  };
};
export type H5LoginApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    token: string;
    expiresAt: string;
  };
};
export type H5LoginApiArg = {
  body: {
    cusNo: string;
    sign: string;
    pwd: string;
    challengeId: string;
    checkCode: string;
  };
};
export type H5SetPasswordApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: null;
};
export type H5SetPasswordApiArg = {
  body: {
    cusNo: string;
    sign: string;
    oldPwd: string;
    pwd: string;
    challengeId: string;
    checkCode: string;
  };
};
export type H5SawListApiResponse = /** status 200 success */ {
  /** 0 on success */
  code: number;
  msg: string;
  data: {
    date: string;
    benches: {
      machineNo: string;
      name: string;
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    }[];
    totals: {
      unfinished: number;
      finished: number;
      logQty: number;
      logVol: number;
      woodVol: number;
      outturn: number | null;
    };
  };
};
export type H5SawListApiArg = {
  body: {
    token: string;
    cuttingDate?: string;
    machineNum?: string;
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
  useLoginMutation,
  useTrialLoginMutation,
  useTrialOfferedMutation,
  useLoginCheckCodeMutation,
  useSystemAppLoginMutation,
  useSendResetCodeMutation,
  useSendResetMailMutation,
  useResetPasswordMutation,
  useUserInfoQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  useUpdatePasswordMutation,
  useTenantAccountQuery,
  useTenantAccountSaveMutation,
  useUserPreferencesQuery,
  useUserPreferencesSaveMutation,
  useUserTableColumnsQuery,
  useUserTableColumnsSaveMutation,
  usePermissionTreeQuery,
  useSystemUserListQuery,
  usePermissionGroupListQuery,
  useSystemUserCreateMutation,
  useSystemUserUpdateMutation,
  useSystemUserDeleteMutation,
  useSystemUserStatusMutation,
  usePermissionGroupSaveMutation,
  usePermissionGroupDeleteMutation,
  useStandardOptionListQuery,
  useOperationLogQuery,
  useOperationLogOperationListQuery,
  useOperationLogExportMutation,
  useDashboardSummaryQuery,
  useDashboardChartSummaryQuery,
  useDailyStatsListQuery,
  useDailyStatsCategoryMutation,
  useWoodKindListQuery,
  useWoodKindCreateMutation,
  useWoodKindUpdateMutation,
  useWoodKindDeleteMutation,
  useWoodKindDeleteSelectedMutation,
  useCustomerListQuery,
  useCustomerCreateMutation,
  useCustomerUpdateMutation,
  useCustomerDeleteMutation,
  useCustomerDeleteSelectedMutation,
  useLocationListQuery,
  useLocationCreateMutation,
  useLocationUpdateMutation,
  useLocationDeleteMutation,
  useLocationDeleteSelectedMutation,
  useWoodSpecListQuery,
  useWoodSpecCreateMutation,
  useWoodSpecUpdateMutation,
  useWoodSpecToggleHotMutation,
  useWoodSpecDeleteMutation,
  useWoodSpecDeleteSelectedMutation,
  useDiameterRangeListQuery,
  useDiameterRangeCreateMutation,
  useDiameterRangeUpdateMutation,
  useDiameterRangeDeleteMutation,
  useDiameterRangeDeleteSelectedMutation,
  useDiameterRangeDeleteAllMutation,
  useCustomStandardListQuery,
  useCustomStandardCreateMutation,
  useCustomStandardUpdateMutation,
  useCustomStandardDeleteMutation,
  useMeasureLogQuery,
  useLookupWoodKindListQuery,
  useLookupLocationListQuery,
  useLookupCustomerListQuery,
  useLookupDiameterRangeListQuery,
  useStockInListQuery,
  useStockInCreateMutation,
  useStockInConfirmMutation,
  useStockInDisableMutation,
  useStockOutListQuery,
  useStockOutCreateMutation,
  useStockOutConfirmMutation,
  useStockOutDisableMutation,
  useStockInChangeCustomerMutation,
  useStockInChangeKindMutation,
  useStockInChangeLocationMutation,
  useStockInChangeTransportMutation,
  useStockInMergeMutation,
  useStockInDiameterCategoryMutation,
  useStockOutChangeCustomerMutation,
  useStockOutChangeKindMutation,
  useStockOutChangeLocationMutation,
  useStockOutChangeTransportMutation,
  useStockOutMergeMutation,
  useStockInPrintDataQuery,
  useStockOutPrintDataQuery,
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
  useStockListQuery,
  useStockOutOfStockListQuery,
  useCarDataListQuery,
  useCarDiameterCategoryMutation,
  useCountPlanListQuery,
  useCountPlanCreateMutation,
  useCountPlanDeleteMutation,
  useCountLineListQuery,
  useCountPlanFinishMutation,
  useCountLineClearMutation,
  useCountClearAllMutation,
  useCountDetailExportMutation,
  useCountLineCountMutation,
  useCountLineAddMutation,
  useCountAdjustmentListQuery,
  useMonthlyInventoryListQuery,
  useMonthlyInventoryAdjustMutation,
  useCheckedSheetSaveMutation,
  useCheckedSheetListQuery,
  useCheckedSheetCategoryQuery,
  usePurchaseSheetAddMutation,
  usePurchaseSheetEditMutation,
  usePurchaseSheetCategoryQuery,
  useDiameterSetsSummaryQuery,
  useStockAgeRuleListQuery,
  useStockAgeRuleCreateMutation,
  useStockAgeRuleDeleteMutation,
  useStockAgeAlarmListQuery,
  useDevicePictureListQuery,
  useStockPictureDeleteMutation,
  useStockPictureRecoverMutation,
  useStockPictureFeedbackMutation,
  useStockInPictureDeleteMutation,
  useStockInPictureRecoverMutation,
  useStockInPictureFeedbackMutation,
  useStockOutPictureDeleteMutation,
  useStockOutPictureRecoverMutation,
  useStockOutPictureFeedbackMutation,
  useStockInAbnormalListQuery,
  useStockOutAbnormalListQuery,
  useStockInDiameterRowListQuery,
  useStockOutDiameterRowListQuery,
  useStockInModifyDiametersMutation,
  useStockOutModifyDiametersMutation,
  useStockInWoodPieceListQuery,
  useStockInDetailImageListQuery,
  useStockInDetailExportMutation,
  useStockOutWoodPieceListQuery,
  useStockOutDetailImageListQuery,
  useStockOutDetailExportMutation,
  useStockDiameterCategoryMutation,
  useStockWoodPieceListQuery,
  useStockDetailImageListQuery,
  useStockDetailExportMutation,
  useStockExportMutation,
  useStockKindSummaryQuery,
  useStockInDiameterExportMutation,
  useStockInFittedExportMutation,
  useStockOutDiameterExportMutation,
  useStockOutFittedExportMutation,
  useDeviceListQuery,
  useDeviceCreateMutation,
  useDeviceRenameMutation,
  useDeviceStandardSetupMutation,
  useDeviceStatusMutation,
  useDeviceDeleteMutation,
  useDeviceLogListQuery,
  useDeviceLogOperatorListQuery,
  useDeviceUserListQuery,
  useDeviceUserCreateMutation,
  useDeviceUserUpdateMutation,
  useDeviceUserDeleteMutation,
  useDeviceUserStatusMutation,
  useAppUserListQuery,
  useAppUserCreateMutation,
  useAppUserUpdateMutation,
  useAppUserDeleteMutation,
  useAppUserStatusMutation,
  useAppLoginCheckCodeMutation,
  useAppLoginMutation,
  useCameraListQuery,
  useCameraCreateMutation,
  useCameraUpdateMutation,
  useCameraDeleteMutation,
  useCameraChangeNumberMutation,
  useCameraImportMutation,
  useDeviceEnrolCodeMutation,
  useDeviceRevokeMutation,
  useCountOrderListQuery,
  useCountOrderCreateMutation,
  useCountOrderDeleteMutation,
  useCountOrderVerifyMutation,
  useCountReviewSaveMutation,
  useCountImageConfirmMutation,
  useCountOrderDetailQuery,
  useCountImageListQuery,
  useCountImageDeleteMutation,
  useCountImageRecoverMutation,
  useCountImageFeedbackMutation,
  useCountingSummaryQuery,
  useCountImagePhotoQuery,
  useCountImageVideoQuery,
  useMediaUploadBeginMutation,
  useMediaUploadPartMutation,
  useMediaUploadStatusQuery,
  useMediaUploadCompleteMutation,
  useOrderListQuery,
  useOrderUnsettledListQuery,
  useOrderSaveMutation,
  useOrderCheckMutation,
  useOrderWriteOffMutation,
  useOrderDeleteMutation,
  useOrderDetailQuery,
  useOrderSpuListQuery,
  useOrderDiameterCategoryMutation,
  useOrderWoodListQuery,
  useOrderImageListQuery,
  useOrderDetailExportMutation,
  useOrderExportMutation,
  useOrderDiaClassificationExportMutation,
  useOrderCustomerListQuery,
  useShareCreateMutation,
  useShareRevokeMutation,
  useShareLinkListQuery,
  useShareOrderListQuery,
  useShareImageListQuery,
  useBenchListQuery,
  useBenchSaveMutation,
  useBenchDeleteMutation,
  useSawingOrderListQuery,
  useSawingOrderSaveMutation,
  useSawingOrderCloseMutation,
  useSawingOrderMergeMutation,
  useSawingOrderSplitMutation,
  useSawingOrderDeleteMutation,
  useSawingOrderRestoreMutation,
  useSawingOrderReopenMutation,
  useSawingSpecListQuery,
  useSawingSpecDeleteMutation,
  useSawingOrderLogListQuery,
  useSawingTakeLogsMutation,
  useSawingStockLogListQuery,
  useSawingRankingSummaryQuery,
  useSawingShareSummaryQuery,
  useSawingLogCategoryQuery,
  useManualBenchListQuery,
  useManualBenchCreateMutation,
  useManualBenchUpdateMutation,
  useManualBenchDeleteMutation,
  useProcessingPriceSummaryQuery,
  useProcessingPriceSaveMutation,
  useSawLinkSummaryQuery,
  useSawLinkRevokeMutation,
  useH5PasswordSummaryQuery,
  useH5PasswordResetMutation,
  useSawBoardSummaryQuery,
  useSawBoardEventsQuery,
  useSawBenchListQuery,
  useSawBenchSpecListQuery,
  useSawBenchCloseMutation,
  useSawBenchCancelCloseMutation,
  useSawBenchEditMutation,
  useSawBenchEditingMutation,
  useSawBenchManageMutation,
  useSawBenchMergeMutation,
  useSawBenchDeleteMutation,
  useSawBenchRestoreMutation,
  useSawBenchSplitMutation,
  useAppSawbenchDoingListQuery,
  useAppSawbenchOnfinishListQuery,
  useAppSawbenchDofinishMutation,
  useAppSawbenchMergeMutation,
  useAppSawbenchDeleteMutation,
  useAppSawbenchSplitMutation,
  useAppSawbenchRestoreMutation,
  useAppSawbenchSetupPwdMutation,
  useH5CheckCodeMutation,
  useH5LoginMutation,
  useH5SetPasswordMutation,
  useH5SawListQuery,
  useBillingAccountSummaryQuery,
  useBillingAccountSaveMutation,
  useRechargeCreateMutation,
  useRechargeFeedbackMutation,
  useRechargeStatusQuery,
  useDepositListQuery,
  useBankAccountListQuery,
  useRechargeSandboxPageQuery,
  useRechargeNotifyMutation,
  useLedgerListQuery,
  useLedgerMonthListQuery,
  useLedgerStatisticsSummaryQuery,
  useLedgerUninvoicedListQuery,
  useLedgerExportMutation,
  useInvoiceApplyMutation,
  useInvoiceListQuery,
  useInvoiceRequestListQuery,
  useInvoiceIssueMutation,
  useInvoiceRejectMutation,
} = injectedRtkApi;
