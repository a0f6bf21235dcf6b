import { authGeneratedApi } from './auth.api.generated';

/**
 * The calls of the login page and the password reset (spec §7 login). Logging in and (re)setting
 * a password never refresh cached data by themselves: the session's cache is dropped on login
 * (store/store.ts).
 */
authGeneratedApi.enhanceEndpoints({
  endpoints: {
    login: { invalidatesTags: [] },
    updatePassword: { invalidatesTags: [] },
    sendResetCode: { invalidatesTags: [] },
    sendResetMail: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
  },
});

export * from './auth.api.generated';
