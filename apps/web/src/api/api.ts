import {
  type DashboardSummaryApiResponse,
  generatedApi,
  type UserInfoApiResponse,
  type WoodKindListApiArg,
  type WoodKindListApiResponse,
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
} = api;
