import { z } from 'zod';
import { CLIENT_PASSWORD_HASH } from '../password-hash';
import { USER_TYPE } from '../permissions';
import { loginCheckCodeShape, usernameSchema } from './auth';
import { dayString, listQuerySchema } from './common';
import { MOBILE_PHONE } from './customers';

/**
 * Device users (people who log in on a measuring device), app users (people who log in to the
 * mobile app) and IP cameras: spec §2 Master data and accounts, Devices and cameras; §3, §5, §7.
 */

/** What the client sends in place of a password: clientPasswordHash(password). */
const clientHash = z.string().regex(CLIENT_PASSWORD_HASH, { error: 'invalid' });

/** §4 Others: 1 enabled, 0 disabled. */
const accountStatus = z.union([z.literal(1), z.literal(0)]);

/** §5 App user form (device users follow it too): limits shared by the screens and the server. */
export const ACCOUNT_REAL_NAME_MAX = 20;
export const ACCOUNT_PHONE_MAX = 11;

const accountFields = {
  username: usernameSchema,
  realName: z.string().trim().min(1).max(ACCOUNT_REAL_NAME_MAX),
  phone: z.string().trim().max(ACCOUNT_PHONE_MAX).regex(MOBILE_PHONE, { error: 'invalid' }),
};

/** §3 Device user and App user: the same fields; the password never leaves the server. */
export const deviceAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  status: accountStatus,
  createTime: z.string(),
});
export type DeviceAccount = z.infer<typeof deviceAccountSchema>;

const createdRange = {
  username: z.string().trim().max(16).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
};

/** (chosen) /deviceUser/pageData: filter by username and creation days. */
export const deviceUserListQuerySchema = listQuerySchema(createdRange);
export type DeviceUserListQuery = z.infer<typeof deviceUserListQuerySchema>;

/** §3 App user query: page, limit, username, createTimeFrom, createTimeTo (limit is the page size; pageSize is taken too). */
export const appUserListQuerySchema = listQuerySchema(createdRange);
export type AppUserListQuery = z.infer<typeof appUserListQuerySchema>;

/** §5: password and confirmation required on add (the client checks the confirmation and drops it). */
export const accountCreateSchema = z.strictObject({ ...accountFields, password: clientHash });
export type AccountCreate = z.infer<typeof accountCreateSchema>;

/** §5: the password is optional on edit; without it the stored one is kept. */
export const accountUpdateSchema = z.strictObject({
  id: z.uuid(),
  ...accountFields,
  password: clientHash.optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** (chosen) /deviceUser/updateStatus/{id} body. */
export const accountStatusBodySchema = z.strictObject({ status: accountStatus });
/** §7 App user change status {id, status}. */
export const appUserStatusSchema = z.strictObject({ id: z.uuid(), status: accountStatus });
export type AppUserStatus = z.infer<typeof appUserStatusSchema>;

/**
 * §6 User types: a super administrator (3) or an administrator (7) may log in to the mobile app;
 * an ordinary user (4) may not; any other value is refused. A rule about system users
 * (identity.users), for identity to apply to a login made from the app.
 */
export const canLogInToApp = (userType: number): boolean =>
  userType === USER_TYPE.SUPER_ADMIN || userType === USER_TYPE.ADMIN;

/**
 * (chosen) The mobile app's logins, password hashed as for the back office: POST /appcus/login for
 * an app user, POST /app/login for a system user (identity, by canLogInToApp).
 */
export const appLoginRequestSchema = z.strictObject({
  username: usernameSchema,
  password: clientHash,
  ...loginCheckCodeShape,
});
export type AppLoginRequest = z.infer<typeof appLoginRequestSchema>;
export const appLoginResponseSchema = z.object({
  /** a token of the mobile app (issuer timber-app): the back office's services refuse it */
  accessToken: z.string(),
  id: z.uuid(),
  username: z.string(),
  realName: z.string(),
});
export type AppLoginResponse = z.infer<typeof appLoginResponseSchema>;

/** §3 Camera, §5: only H.265 is offered. */
export const CAMERA_CODECS = ['H.265'] as const;
/** §5, §9 camera field limits: channelNO 10, cameraNO 10, ip 20. */
export const CAMERA_LIMITS = { channelNO: 10, cameraNO: 10, ip: 20, adminPwd: 32 } as const;
/** An IPv4 address, as the camera form and the csv import check it. */
export const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** Channel and camera numbers: letters, digits, '-' and '_'. */
export const CAMERA_CODE = /^[A-Za-z0-9_-]+$/;

export const cameraSchema = z.object({
  id: z.uuid(),
  channelNO: z.string(),
  cameraNO: z.string(),
  ip: z.string(),
  rtspPort: z.number().int(),
  /** derived from ip, port and channel; carries no password */
  rtspUri: z.string(),
  codec: z.string(),
  createTime: z.string(),
});
export type Camera = z.infer<typeof cameraSchema>;

const cameraCode = (max: number) =>
  z.string().trim().min(1).max(max).regex(CAMERA_CODE, { error: 'invalid' });
export const cameraFields = {
  channelNO: cameraCode(CAMERA_LIMITS.channelNO),
  cameraNO: cameraCode(CAMERA_LIMITS.cameraNO),
  ip: z.string().trim().min(1).max(CAMERA_LIMITS.ip).regex(IPV4, { error: 'invalid' }),
  rtspPort: z.number().int().min(1).max(65_535),
  codec: z.enum(CAMERA_CODECS),
};
/** The camera's own admin password (needed later to pull its RTSP stream): kept encrypted, never listed. */
const adminPwd = z.string().min(1).max(CAMERA_LIMITS.adminPwd);

export const cameraListQuerySchema = listQuerySchema({
  cameraNO: z.string().trim().max(CAMERA_LIMITS.cameraNO).optional(),
  ip: z.string().trim().max(CAMERA_LIMITS.ip).optional(),
});
export type CameraListQuery = z.infer<typeof cameraListQuerySchema>;

export const cameraCreateSchema = z.strictObject({ ...cameraFields, adminPwd });
export type CameraCreate = z.infer<typeof cameraCreateSchema>;

/** adminPwd is asked for on add (§3); on edit it is optional and, when absent, kept. */
export const cameraUpdateSchema = z.strictObject({
  id: z.uuid(),
  ...cameraFields,
  adminPwd: adminPwd.optional(),
});
export type CameraUpdate = z.infer<typeof cameraUpdateSchema>;

/** §2 double-click edit of the camera number: /ipcamera/modify/cameraNo. */
export const cameraNoChangeSchema = z.strictObject({ id: z.uuid(), cameraNO: cameraFields.cameraNO });
export type CameraNoChange = z.infer<typeof cameraNoChangeSchema>;

/** §7 csv import: form field adminPwd (applied to every imported camera) and file field mfile. */
export const CAMERA_UPLOAD_FIELD = 'mfile';
export const cameraUploadFieldsSchema = z.strictObject({ adminPwd });
/** The columns of a camera csv file, by header (any order, case ignored). */
export const CAMERA_CSV_COLUMNS = ['channelNO', 'cameraNO', 'ip', 'rtspPort', 'codec'] as const;
export const camerasImportedSchema = z.object({ imported: z.number().int() });
export type CamerasImported = z.infer<typeof camerasImportedSchema>;

/** The answer of an add (device user, app user or camera): the new row's id. */
export const deviceAccountCreatedSchema = z.object({ id: z.uuid() });
