import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** What a device is allowed to send: ingest keeps a copy of it to validate sheets without a call. */
const deviceChangedPayload = z.object({
  deviceId: z.uuid(),
  deviceNo: z.string(),
  deviceName: z.string(),
  /** 1 on, 0 off: a device that is off is refused by ingest */
  status: z.union([z.literal(0), z.literal(1)]),
  /** measuring standard codes the device may use (§3 Device standard) */
  standards: z.array(z.string()),
  /** the device's measuring range: a log outside it is kept and flagged abnormal */
  minDiameterCm: z.number().int(),
  maxDiameterCm: z.number().int(),
  /** grows with every change of the device: a copy applies a change only when it is newer */
  revision: z.number().int().positive(),
  deleted: z.boolean(),
});

/** The events devices publishes: its registry's changes. */
export const DEVICES_EVENTS = {
  'devices.operation.performed': operationPerformed('devices'),
  /** a device was added, renamed, switched on or off, given other standards, or deleted */
  'devices.device.changed': {
    version: 1,
    payload: deviceChangedPayload,
    publisher: 'devices',
    key: 'device id',
  },
} as const satisfies ContextEvents<'devices'>;
