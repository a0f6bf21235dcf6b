import { Injectable } from '@nestjs/common';
import { type Transaction } from 'kysely';
import { type IngestDb } from '../ingest-db';

type Trx = Transaction<IngestDb>;

/** A device as ingest knows it from its copy. */
export interface DeviceCopy {
  id: string;
  deviceNo: string;
  status: number;
  standards: string[];
  minDiameterCm: number;
  maxDiameterCm: number;
}

/**
 * Reads ingest's copy of the devices (which copies/ keeps from devices.device.changed): enrolment
 * and the measurements ask it whether a device is known and as what. In withTenant's transaction.
 */
@Injectable()
export class DeviceCopies {
  /** The device, unless it is unknown or deleted. */
  async device(trx: Trx, id: string): Promise<DeviceCopy | undefined> {
    const row = await trx
      .selectFrom('ingest.devices')
      .select(['id', 'device_no', 'status', 'standards', 'min_diameter_cm', 'max_diameter_cm', 'deleted'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && !row.deleted ? toDeviceCopy(row) : undefined;
  }

  /** Whether the copy has the device at all (a deleted one included). */
  async knowsDevice(trx: Trx, id: string): Promise<boolean> {
    return (
      (await trx.selectFrom('ingest.devices').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }
}

export function toDeviceCopy(row: {
  id: string;
  device_no: string;
  status: number;
  standards: string[];
  min_diameter_cm: number;
  max_diameter_cm: number;
}): DeviceCopy {
  return {
    id: row.id,
    deviceNo: row.device_no,
    status: row.status,
    standards: row.standards,
    minDiameterCm: row.min_diameter_cm,
    maxDiameterCm: row.max_diameter_cm,
  };
}
