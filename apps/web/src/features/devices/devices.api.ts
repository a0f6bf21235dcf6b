import { type RowOf } from '../../api/row-of';
import {
  type DeviceEnrolCodeApiResponse,
  type DeviceListApiArg,
  type DeviceListApiResponse,
  type DeviceLogListApiArg,
  type DeviceLogListApiResponse,
} from './devices.api.generated';

/**
 * The calls of the device list and the device log (spec §7): generated endpoints tagged
 * `devices`, so every change (and an enrolment code or a revocation, served by ingest) refreshes
 * the list and the log.
 */
export * from './devices.api.generated';

export type Device = RowOf<DeviceListApiResponse>;
export type DeviceListArg = DeviceListApiArg;
export type DeviceLog = RowOf<DeviceLogListApiResponse>;
export type DeviceLogListArg = DeviceLogListApiArg;
export type EnrolmentCode = DeviceEnrolCodeApiResponse['data'];
