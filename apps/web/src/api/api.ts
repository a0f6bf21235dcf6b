import {
  type CustomerListApiResponse,
  type DashboardSummaryApiResponse,
  type DiameterRangeListApiResponse,
  generatedApi,
  type LocationListApiResponse,
  type StockInDiameterCategoryApiResponse,
  type StockInListApiArg,
  type StockInListApiResponse,
  type StockListApiResponse,
  type UserInfoApiResponse,
  type WoodKindListApiArg,
  type WoodKindListApiResponse,
  type WoodSpecListApiResponse,
} from './generated';

/**
 * The one API slice of the app: the endpoints generated from the BFF's OpenAPI document
 * (generated.ts, `nx run web:codegen`) with their tags refined by hand. Features import the
 * hooks from here, under names that read well in a screen.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['user'],
  endpoints: {
    // Logging in or out and (re)setting a password never refresh cached data by themselves:
    // the session's cache is dropped on login and logout (store/store.ts).
    login: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
    changePassword: { invalidatesTags: [] },
    updatePassword: { invalidatesTags: [] },
    sendResetCode: { invalidatesTags: [] },
    sendResetMail: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
    userInfo: { providesTags: ['user'] },
    // The look-ups of the screens' filters (issue 35) read the master data: refreshed by its changes.
    lookupWoodKindList: { providesTags: ['wood-kinds'] },
    lookupLocationList: { providesTags: ['locations'] },
    lookupCustomerList: { providesTags: ['customers'] },
    lookupDiameterRangeList: { providesTags: ['diameter-ranges'] },
    permissionTree: { providesTags: ['user'] },
    // The layout settings: read once a session, saved as they change (shared/settings); saving
    // them refreshes nothing else.
    userPreferences: { providesTags: [] },
    userPreferencesSave: { invalidatesTags: [] },
    // The columns hidden in the wide lists: read once a session, changed in place as they are saved.
    userTableColumns: { providesTags: [] },
    userTableColumnsSave: { invalidatesTags: [] },
    // Today's figures change with every sheet: fetched fresh each time the dashboard opens.
    dashboardSummary: { keepUnusedDataFor: 0 },
    // Confirming a sheet moves stock; it may take long (spec §9: stock confirm timeout 60 s, the
    // route catalogue's timeoutMs, applied by the base query).
    stockInConfirm: { invalidatesTags: ['sheets', 'stock'] },
    // Finishing a count moves stock (its consumer applies the adjustments a moment later).
    countPlanFinish: { invalidatesTags: ['stock-count', 'stock'] },
    countDetailExport: { invalidatesTags: [] },
    stockOutConfirm: { invalidatesTags: ['sheets', 'stock'] },
    // The diameter category is a read (POST only because it takes a body): it changes nothing.
    stockInDiameterCategory: { invalidatesTags: [] },
    stockOutDiameterCategory: { invalidatesTags: [] },
    // A purchase diameter sheet sets its stock-in sheet's purchase volume (the list's column).
    checkedSheetSave: { invalidatesTags: ['diameter-sheets'] },
    purchaseSheetAdd: { invalidatesTags: ['diameter-sheets', 'sheets'] },
    purchaseSheetEdit: { invalidatesTags: ['diameter-sheets', 'sheets'] },
  },
});

export type UserInfo = UserInfoApiResponse['data'];
export type Summary = DashboardSummaryApiResponse['data'];
export type WoodKind = WoodKindListApiResponse['data']['records'][number];
export type WoodKindPageArg = WoodKindListApiArg;
export type Customer = CustomerListApiResponse['data']['records'][number];
export type Location = LocationListApiResponse['data']['records'][number];
export type WoodSpec = WoodSpecListApiResponse['data']['records'][number];
export type DiameterRange = DiameterRangeListApiResponse['data']['records'][number];
/** A stock-in or stock-out sheet of a list (both lists answer the same row). */
export type Sheet = StockInListApiResponse['data']['records'][number];
export type SheetListArg = StockInListApiArg;
export type SheetListResponse = StockInListApiResponse;
export type DiameterCategory = StockInDiameterCategoryApiResponse['data'];
export type StockRow = StockListApiResponse['data']['records'][number];

export const {
  useLoginMutation,
  useUserInfoQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  useSendResetCodeMutation,
  useSendResetMailMutation,
  useResetPasswordMutation,
  useUserPreferencesQuery,
  useUserPreferencesSaveMutation,
  useUserTableColumnsQuery,
  useUserTableColumnsSaveMutation,
  useDashboardSummaryQuery: useSummaryQuery,
  useLookupWoodKindListQuery,
  useLookupLocationListQuery,
  useLookupCustomerListQuery,
  useLookupDiameterRangeListQuery,
  useWoodKindListQuery: useWoodKindPageQuery,
  useWoodKindCreateMutation: useCreateWoodKindMutation,
  useWoodKindUpdateMutation: useUpdateWoodKindMutation,
  useWoodKindDeleteMutation: useDeleteWoodKindMutation,
  useWoodKindDeleteSelectedMutation: useDeleteWoodKindsMutation,
  useCustomerListQuery: useCustomerPageQuery,
  useCustomerCreateMutation: useCreateCustomerMutation,
  useCustomerUpdateMutation: useUpdateCustomerMutation,
  useCustomerDeleteMutation: useDeleteCustomerMutation,
  useCustomerDeleteSelectedMutation: useDeleteCustomersMutation,
  useLocationListQuery: useLocationPageQuery,
  useLocationCreateMutation: useCreateLocationMutation,
  useLocationUpdateMutation: useUpdateLocationMutation,
  useLocationDeleteMutation: useDeleteLocationMutation,
  useLocationDeleteSelectedMutation: useDeleteLocationsMutation,
  useWoodSpecListQuery: useWoodSpecPageQuery,
  useWoodSpecCreateMutation: useCreateWoodSpecMutation,
  useWoodSpecUpdateMutation: useUpdateWoodSpecMutation,
  useWoodSpecToggleHotMutation: useToggleWoodSpecHotMutation,
  useWoodSpecDeleteMutation: useDeleteWoodSpecMutation,
  useWoodSpecDeleteSelectedMutation: useDeleteWoodSpecsMutation,
  useDiameterRangeListQuery: useDiameterRangePageQuery,
  useDiameterRangeCreateMutation: useCreateDiameterRangeMutation,
  useDiameterRangeUpdateMutation: useUpdateDiameterRangeMutation,
  useDiameterRangeDeleteMutation: useDeleteDiameterRangeMutation,
  useDiameterRangeDeleteSelectedMutation: useDeleteDiameterRangesMutation,
  useDiameterRangeDeleteAllMutation: useDeleteAllDiameterRangesMutation,
  useStockInListQuery,
  useStockInCreateMutation,
  useStockInConfirmMutation,
  useStockInDisableMutation,
  useStockInChangeCustomerMutation,
  useStockInChangeKindMutation,
  useStockInChangeLocationMutation,
  useStockInChangeTransportMutation,
  useStockInDiameterCategoryMutation,
  useStockOutListQuery,
  useStockOutCreateMutation,
  useStockOutConfirmMutation,
  useStockOutDisableMutation,
  useStockOutChangeCustomerMutation,
  useStockOutChangeKindMutation,
  useStockOutChangeLocationMutation,
  useStockOutChangeTransportMutation,
  useStockOutDiameterCategoryMutation,
  useStockListQuery,
} = api;
