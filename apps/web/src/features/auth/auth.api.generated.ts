import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['auth'] as const;
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
      updatePassword: build.mutation<UpdatePasswordApiResponse, UpdatePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/sys/updatePwd`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authGeneratedApi };
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
  useUpdatePasswordMutation,
} = injectedRtkApi;
