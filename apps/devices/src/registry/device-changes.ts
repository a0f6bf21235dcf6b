import { Injectable } from '@nestjs/common';
import { type DeviceLogAction } from '@timber/contracts';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, requestContext } from '@timber/nest-kit';
import { type Transaction } from 'kysely';
import { DeviceLogRepository } from './device-log.repository';
import { type DeviceRow } from './device.repository';
import { measuringRange } from './domain/device-rules';
import { type RegistryDb } from './registry-db';

/**
 * What every change a user makes to a device writes beside it, in the command's transaction:
 * `devices.device.changed` with the device's whole state and revision (ingest keeps a copy), and
 * a line of the device log naming the user.
 */
@Injectable()
export class DeviceChanges {
  constructor(private readonly log: DeviceLogRepository) {}

  async record(
    trx: Transaction<RegistryDb>,
    device: DeviceRow,
    action: DeviceLogAction,
    detail: Record<string, string | number> = {},
  ): Promise<void> {
    const { tenantId, userId, username } = caller();
    const deleted = action === 'deleted';
    const event = newEvent(
      'devices.device.changed',
      {
        deviceId: device.id,
        deviceNo: device.device_no,
        deviceName: device.device_name,
        status: device.status === 1 ? 1 : 0,
        standards: device.standards,
        ...measuringRange(device.type),
        // A deleted row keeps its last revision: the tombstone is one newer.
        revision: deleted ? device.revision + 1 : device.revision,
        deleted,
      },
      { tenantId, correlationId: requestContext().correlationId, partitionKey: device.id },
    );
    await writeToOutbox(trx, 'devices', [event]);
    await this.log.append(trx, {
      tenantId,
      deviceId: device.id,
      deviceNo: device.device_no,
      deviceName: device.device_name,
      oprId: userId,
      oprName: username,
      action,
      detail,
    });
  }
}
