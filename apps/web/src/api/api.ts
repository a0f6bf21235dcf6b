import {
  type CustomerListApiResponse,
  type DashboardSummaryApiResponse,
  type DiameterRangeListApiResponse,
  generatedApi,
  type LocationListApiResponse,
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
    sendResetCode: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
    userInfo: { providesTags: ['user'] },
    permissionTree: { providesTags: ['user'] },
    // Today's figures change with every sheet: fetched fresh each time the dashboard opens.
    dashboardSummary: { keepUnusedDataFor: 0 },
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

export const {
  useLoginMutation,
  useUserInfoQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  useSendResetCodeMutation,
  useResetPasswordMutation,
  useDashboardSummaryQuery: useSummaryQuery,
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
} = api;
