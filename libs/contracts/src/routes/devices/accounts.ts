import { z } from 'zod';
import { checkCodeSchema } from '../../api/auth';
import { idParamSchema, pageResultSchema } from '../../api/common';
import {
  accountCreateSchema,
  accountStatusBodySchema,
  accountUpdateSchema,
  appLoginRequestSchema,
  appLoginResponseSchema,
  appUserListQuerySchema,
  appUserStatusSchema,
  CAMERA_UPLOAD_FIELD,
  cameraCreateSchema,
  cameraListQuerySchema,
  cameraNoChangeSchema,
  cameraSchema,
  camerasImportedSchema,
  cameraUpdateSchema,
  deviceAccountCreatedSchema,
  deviceAccountSchema,
  deviceUserListQuerySchema,
} from '../../api/device-accounts';
import { aliasRoute, type ApiRoute } from '../api-route';

const deviceUser = { tag: 'device-users', upstream: 'devices', permission: 'info/deviceUser' } as const;
const appUser = { tag: 'app-users', upstream: 'devices', permission: 'info/appUser' } as const;
const camera = { tag: 'cameras', upstream: 'devices', permission: 'device/cameraList' } as const;

/**
 * Device users are §7's /operator (the master-data prefix of the /info menu's device user page:
 * /wk wood types, /specs lengths, /location warehouses, /cus customers, /wdc diameter ranges,
 * /appcus app users, /operator device users); their earlier chosen /deviceUser paths stay as aliases.
 */
const deviceUserList = {
  ...deviceUser,
  method: 'POST',
  path: '/operator/pageData',
  summary:
    'Device users (the operators of the measuring devices), newest first, by username and creation days',
  body: deviceUserListQuerySchema,
  data: pageResultSchema(deviceAccountSchema),
} as const satisfies ApiRoute;
const deviceUserCreate = {
  ...deviceUser,
  method: 'POST',
  path: '/operator/save',
  summary: 'Add a device user (password client-hashed; the username unique in the tenant)',
  body: accountCreateSchema,
  data: deviceAccountCreatedSchema,
} as const satisfies ApiRoute;
const deviceUserUpdate = {
  ...deviceUser,
  method: 'POST',
  path: '/operator/update',
  summary: 'Edit a device user; without a password the stored one is kept',
  body: accountUpdateSchema,
  data: z.null(),
} as const satisfies ApiRoute;

/** Device users, app users and IP cameras (spec §2, §7 /operator, /appcus, /ipcamera). */
export const DEVICE_ACCOUNT_ROUTES = {
  deviceUserList,
  deviceUserListAlias: aliasRoute(deviceUserList, '/deviceUser/pageData'),
  deviceUserCreate,
  deviceUserCreateAlias: aliasRoute(deviceUserCreate, '/deviceUser/save'),
  deviceUserUpdate,
  deviceUserUpdateAlias: aliasRoute(deviceUserUpdate, '/deviceUser/update'),
  deviceUserDelete: {
    ...deviceUser,
    method: 'POST',
    path: '/operator/del/:id',
    summary: 'Delete one device user',
    params: idParamSchema,
    data: z.null(),
  },
  deviceUserStatus: {
    ...deviceUser,
    method: 'POST',
    path: '/deviceUser/updateStatus/:id',
    summary: '(chosen) Switch a device user on (status 1) or off (0)',
    params: idParamSchema,
    body: accountStatusBodySchema,
    data: z.null(),
  },
  appUserList: {
    ...appUser,
    method: 'POST',
    path: '/appcus/page',
    summary: 'App users, newest first (page, limit, username, createTimeFrom, createTimeTo)',
    body: appUserListQuerySchema,
    data: pageResultSchema(deviceAccountSchema),
  },
  appUserCreate: {
    ...appUser,
    method: 'POST',
    path: '/appcus/add',
    summary:
      'Add an app user (password client-hashed; the username unique across tenants: the app login has no company field)',
    body: accountCreateSchema,
    data: deviceAccountCreatedSchema,
  },
  appUserUpdate: {
    ...appUser,
    method: 'POST',
    path: '/appcus/edit',
    summary: 'Edit an app user; without a password the stored one is kept',
    body: accountUpdateSchema,
    data: z.null(),
  },
  appUserDelete: {
    ...appUser,
    method: 'POST',
    path: '/appcus/delete/:id',
    summary: 'Delete one app user (the screen calls it for each selected row)',
    params: idParamSchema,
    data: z.null(),
  },
  appUserStatus: {
    ...appUser,
    method: 'POST',
    path: '/appcus/updateStatus',
    summary: 'Enable (status 1) or disable (0) an app user',
    body: appUserStatusSchema,
    data: z.null(),
  },
  appLoginCheckCode: {
    tag: 'app-users',
    upstream: 'devices',
    public: true,
    method: 'POST',
    path: '/appcus/checkCode',
    summary:
      '(chosen, issue 34) A new check code for /appcus/login, as /sys/user/checkCode is for the back office: a picture of 4 digits and its challenge id, good once for 5 minutes; asked for (400107) only past many failures of the account from an address new to it. At most 60 a minute per address (429103)',
    data: checkCodeSchema,
  },
  appLogin: {
    tag: 'app-users',
    upstream: 'devices',
    public: true,
    method: 'POST',
    path: '/appcus/login',
    summary:
      '(chosen) The mobile app login of an enabled app user (password client-hashed); answers an app token the back office refuses. System users log in to the app at /app/login',
    body: appLoginRequestSchema,
    data: appLoginResponseSchema,
  },
  cameraList: {
    ...camera,
    method: 'POST',
    path: '/ipcamera/pageData',
    summary: 'IP cameras, newest first, by camera number or address (never their admin passwords)',
    body: cameraListQuerySchema,
    data: pageResultSchema(cameraSchema),
  },
  cameraCreate: {
    ...camera,
    method: 'POST',
    path: '/ipcamera/add',
    summary:
      'Add an IP camera (its admin password is kept encrypted; the camera number unique in the tenant)',
    body: cameraCreateSchema,
    data: deviceAccountCreatedSchema,
  },
  cameraUpdate: {
    ...camera,
    method: 'POST',
    path: '/ipcamera/edit',
    summary: 'Edit an IP camera; without adminPwd the stored password is kept',
    body: cameraUpdateSchema,
    data: z.null(),
  },
  cameraDelete: {
    ...camera,
    method: 'POST',
    path: '/ipcamera/delete/:id',
    summary: 'Delete an IP camera',
    params: idParamSchema,
    data: z.null(),
  },
  cameraChangeNumber: {
    ...camera,
    method: 'POST',
    path: '/ipcamera/modify/cameraNo',
    summary: 'Change the camera number in place {id, cameraNO}',
    body: cameraNoChangeSchema,
    data: z.null(),
  },
  cameraImport: {
    ...camera,
    method: 'POST',
    path: '/ipcamera/upload',
    summary:
      'Import cameras from a csv file (form fields adminPwd, the cameras admin password applied to every row, and file mfile; header channelNO,cameraNO,ip,rtspPort,codec); one bad row imports nothing and answers the row-by-row report in data.problems',
    data: camerasImportedSchema,
    upload: CAMERA_UPLOAD_FIELD,
    timeoutMs: 120_000,
  },
} as const satisfies Record<string, ApiRoute>;
