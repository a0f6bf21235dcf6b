import { z } from 'zod';
import { dayString, listQuerySchema } from './common';

// devices: the device list, device settings and the device log (spec §2 Devices, §3 Device, Device log).

/**
 * The kinds of measuring device a tenant may add, with the range of diameters (cm) each measures.
 * A log outside its device's range is kept and flagged abnormal by ingest.
 */
export const DEVICE_TYPES = {
  gateScanner: { minDiameterCm: 6, maxDiameterCm: 120 },
  handheld: { minDiameterCm: 4, maxDiameterCm: 80 },
  conveyor: { minDiameterCm: 8, maxDiameterCm: 100 },
} as const satisfies Record<string, { minDiameterCm: number; maxDiameterCm: number }>;
export type DeviceType = keyof typeof DEVICE_TYPES;
export const DEVICE_TYPE_KEYS = Object.keys(DEVICE_TYPES) as [DeviceType, ...DeviceType[]];

/**
 * A device number (chosen): 2 to 20 letters or digits, groups joined by single hyphens
 * (`D-1001`, `DEV0017`). Stored upper case, so `d-1001` and `D-1001` are the same device.
 */
export const DEVICE_NO_PATTERN = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
export const DEVICE_NO_MAX = 20;
export const DEVICE_NAME_MAX = 50;

export const isDeviceNo = (text: string): boolean =>
  text.length >= 2 && text.length <= DEVICE_NO_MAX && DEVICE_NO_PATTERN.test(text);

const deviceNo = z
  .string()
  .trim()
  .min(2)
  .max(DEVICE_NO_MAX)
  .regex(DEVICE_NO_PATTERN)
  .transform((text) => text.toUpperCase());
const deviceName = z.string().trim().min(1).max(DEVICE_NAME_MAX);
/** §7 "standard (comma list)": codes of measuring standards, e.g. `ch,rus_stp`; checked by the service. */
const standardList = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9_,\s]+$/);

/** 1 on, 0 off (§4 Device status on/off). */
export const deviceStatusSchema = z.union([z.literal(0), z.literal(1)]);

export const CREDENTIAL_STATES = ['none', 'enrolled', 'revoked'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** §3 Device, as the list shows it. */
export const deviceSchema = z.object({
  id: z.uuid(),
  deviceNo: z.string(),
  deviceName: z.string(),
  status: deviceStatusSchema,
  type: z.enum(DEVICE_TYPE_KEYS),
  minDiameterCm: z.number().int(),
  maxDiameterCm: z.number().int(),
  /** the linked standards as a comma list (§3), e.g. `ch,rus_stp` */
  standard: z.string(),
  /** the linked standards' names, in the order of `standard` */
  standardDesc: z.string(),
  customerNo: z.string(),
  credentialState: z.enum(CREDENTIAL_STATES),
  revision: z.number().int(),
  createTime: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListQuerySchema = listQuerySchema({
  deviceNo: z.string().trim().max(DEVICE_NO_MAX).optional(),
  deviceName: z.string().trim().max(DEVICE_NAME_MAX).optional(),
  status: deviceStatusSchema.optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

/** POST /device/save (chosen): add a device, on, with at least one standard. */
export const deviceCreateSchema = z.strictObject({
  deviceNo,
  deviceName,
  type: z.enum(DEVICE_TYPE_KEYS),
  standard: standardList,
  customerNo: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9]*$/)
    .default(''),
});
export type DeviceCreate = z.infer<typeof deviceCreateSchema>;

export const deviceNoParamSchema = z.strictObject({ deviceNo });
/** §7 /device/changeName/{deviceNo} {deviceName} */
export const deviceRenameSchema = z.strictObject({ deviceName });
export type DeviceRename = z.infer<typeof deviceRenameSchema>;
/** §7 /device/standard/setup/{id} {standard: comma list} */
export const deviceStandardSetupSchema = z.strictObject({ standard: standardList });
export type DeviceStandardSetup = z.infer<typeof deviceStandardSetupSchema>;
/** POST /device/status/{id} (chosen): switch the device on (1) or off (0). */
export const deviceStatusChangeSchema = z.strictObject({ status: deviceStatusSchema });
export type DeviceStatusChange = z.infer<typeof deviceStatusChangeSchema>;

export const DEVICE_LOG_ACTIONS = [
  'added',
  'renamed',
  'standardsChanged',
  'switchedOn',
  'switchedOff',
  'deleted',
  'enrolled',
  'revoked',
  'upload',
  'rejected',
] as const;
export type DeviceLogAction = (typeof DEVICE_LOG_ACTIONS)[number];

/** §3 Device log: who did what to which device, when; `detail` fills the action's sentence. */
export const deviceLogSchema = z.object({
  id: z.uuid(),
  deviceId: z.uuid(),
  deviceNo: z.string(),
  deviceName: z.string(),
  /** the user who acted; null when the device itself did (enrolment, upload, rejection) */
  oprId: z.uuid().nullable(),
  oprName: z.string(),
  logAction: z.enum(DEVICE_LOG_ACTIONS),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  createTime: z.string(),
});
export type DeviceLog = z.infer<typeof deviceLogSchema>;

/** §7 /deviceLog/pageData {userId (the creator), createTimeFrom, createTimeTo} */
export const deviceLogListQuerySchema = listQuerySchema({
  userId: z.uuid().optional(),
  deviceNo: z.string().trim().max(DEVICE_NO_MAX).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type DeviceLogListQuery = z.infer<typeof deviceLogListQuerySchema>;

/** The users who appear in the device log (the creator filter's choices). */
export const deviceLogOperatorSchema = z.object({ userId: z.uuid(), oprName: z.string() });
export type DeviceLogOperator = z.infer<typeof deviceLogOperatorSchema>;
