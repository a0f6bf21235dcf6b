import { type ApiEnvelope } from '@timber/contracts';
import {
  type DashboardSummaryApiResponse,
  generatedApi,
  type UserInfoApiResponse,
  type WoodKindListApiArg,
  type WoodKindListApiResponse,
} from './generated';

/**
 * The one API slice of the app: the endpoints generated from the BFF's OpenAPI document, their
 * tags refined by hand, and the few calls the document does not describe yet.
 */
const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: ['user'],
  endpoints: {
    // Logging in or out, and changing a password, never refresh cached data by themselves:
    // the session's cache is dropped on login and logout (store/store.ts).
    login: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
    changePassword: { invalidatesTags: [] },
    userInfo: { providesTags: ['user'] },
    permissionTree: { providesTags: ['user'] },
    // Today's figures change with every sheet: fetched fresh each time the dashboard opens.
    dashboardSummary: { keepUnusedDataFor: 0 },
  },
});

type NoData = ApiEnvelope<null>;

/** Password reset by SMS (spec §5 Reset dialog): public calls the OpenAPI document does not list yet. */
export const api = enhanced.injectEndpoints({
  endpoints: (build) => ({
    sendResetCode: build.mutation<NoData, { body: { phone: string } }>({
      query: ({ body }) => ({ url: '/api/sys/sms/findPwd', method: 'POST', body }),
    }),
    resetPassword: build.mutation<NoData, { body: { phone: string; code: string; password: string } }>({
      query: ({ body }) => ({ url: '/api/sys/user/resetPwd', method: 'POST', body }),
    }),
  }),
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
