import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['device-users', 'app-users', 'cameras'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as deviceAccountsGeneratedApi };
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
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useDeviceUserListQuery,
  useLazyDeviceUserListQuery,
  useDeviceUserCreateMutation,
  useDeviceUserUpdateMutation,
  useDeviceUserDeleteMutation,
  useDeviceUserStatusMutation,
  useAppUserListQuery,
  useLazyAppUserListQuery,
  useAppUserCreateMutation,
  useAppUserUpdateMutation,
  useAppUserDeleteMutation,
  useAppUserStatusMutation,
  useAppLoginCheckCodeMutation,
  useAppLoginMutation,
  useCameraListQuery,
  useLazyCameraListQuery,
  useCameraCreateMutation,
  useCameraUpdateMutation,
  useCameraDeleteMutation,
  useCameraChangeNumberMutation,
  useCameraImportMutation,
} = injectedRtkApi;
