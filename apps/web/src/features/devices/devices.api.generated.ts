import { emptyApi as api } from '../../api/empty-api';
export const addTagTypes = ['devices'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
      deviceEnrolCode: build.mutation<DeviceEnrolCodeApiResponse, DeviceEnrolCodeApiArg>({
        query: (queryArg) => ({ url: `/api/device/enrol/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['devices'],
      }),
      deviceRevoke: build.mutation<DeviceRevokeApiResponse, DeviceRevokeApiArg>({
        query: (queryArg) => ({ url: `/api/device/revoke/${queryArg.id}`, method: 'POST' }),
        invalidatesTags: ['devices'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as devicesGeneratedApi };
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
export type ErrorEnvelope = {
  /** not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …) */
  code: number;
  /** the message in the request's language */
  msg: string;
  data: null;
};
export const {
  useDeviceListQuery,
  useLazyDeviceListQuery,
  useDeviceCreateMutation,
  useDeviceRenameMutation,
  useDeviceStandardSetupMutation,
  useDeviceStatusMutation,
  useDeviceDeleteMutation,
  useDeviceLogListQuery,
  useLazyDeviceLogListQuery,
  useDeviceLogOperatorListQuery,
  useLazyDeviceLogOperatorListQuery,
  useDeviceEnrolCodeMutation,
  useDeviceRevokeMutation,
} = injectedRtkApi;
