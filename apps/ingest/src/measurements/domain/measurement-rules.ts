import {
  DomainError,
  type DeviceSheet,
  type MeasuredLogColumns,
  type MeasuredLogInput,
} from '@timber/contracts';
import { createHash } from 'node:crypto';

export type AbnormalReason = NonNullable<MeasuredLogColumns['abnormal'][number]>;

/** The measuring range of a device (§3 Device): readings outside it are not trusted. */
export interface DeviceRange {
  minDiameterCm: number;
  maxDiameterCm: number;
}

/**
 * Why a log cannot be trusted as measured, or null: a zero length, a smaller end read larger than
 * the larger one, or a diameter outside the device's range. Such logs are kept and flagged
 * (abnormal wood, §4 confirm), never dropped.
 */
export function abnormalReason(log: MeasuredLogInput, range: DeviceRange): AbnormalReason | null {
  if (log.lengthM <= 0) {
    return 'zeroLength';
  }
  if (log.minDiameterCm > log.maxDiameterCm) {
    return 'minAboveMax';
  }
  if (log.minDiameterCm < range.minDiameterCm || log.maxDiameterCm > range.maxDiameterCm) {
    return 'outOfRange';
  }
  return null;
}

/**
 * The logs as the event carries them, one column per reading: every reading kept, the untrusted
 * ones flagged, the pictures (null when no log has one).
 */
export function flagLogColumns(logs: readonly MeasuredLogInput[], range: DeviceRange): MeasuredLogColumns {
  const count = logs.length;
  const columns: MeasuredLogColumns = {
    minDiameterCm: new Array<number>(count),
    maxDiameterCm: new Array<number>(count),
    lengthM: new Array<number>(count),
    picture: null,
    abnormal: new Array<AbnormalReason | null>(count),
  };
  logs.forEach((log, index) => {
    columns.minDiameterCm[index] = log.minDiameterCm;
    columns.maxDiameterCm[index] = log.maxDiameterCm;
    columns.lengthM[index] = log.lengthM;
    columns.abnormal[index] = abnormalReason(log, range);
  });
  if (logs.some((log) => log.picture !== undefined)) {
    columns.picture = logs.map((log) => log.picture ?? null);
  }
  return columns;
}

/**
 * What identifies a sheet's content under its idempotency key: the hash of the validated body
 * (fields in schema order, so the order a device sends them in does not matter).
 */
export const requestHash = (sheet: DeviceSheet): string =>
  createHash('sha256').update(JSON.stringify(sheet)).digest('base64url');

/** The sheet may only name one of the device's standards. */
export function assertDeviceStandard(standard: string, deviceStandards: readonly string[]): void {
  if (!deviceStandards.includes(standard)) {
    throw new DomainError('INGEST.UNKNOWN_STANDARD', { standard });
  }
}
