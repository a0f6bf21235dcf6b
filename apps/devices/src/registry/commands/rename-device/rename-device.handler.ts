import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceChanges } from '../../device-changes';
import { DeviceRepository, toDevice } from '../../device.repository';
import { type RegistryDb } from '../../registry-db';
import { RenameDeviceCommand } from './rename-device.command';

/** Renames the device found by its number; the same name again changes nothing. */
@CommandHandler(RenameDeviceCommand)
export class RenameDeviceHandler implements ICommandHandler<RenameDeviceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
    private readonly changes: DeviceChanges,
  ) {}

  execute({ deviceNo, deviceName }: RenameDeviceCommand): Promise<Device> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const before = await this.devices.lock(trx, { deviceNo });
      if (before.device_name === deviceName) {
        return toDevice(before);
      }
      const device = await this.devices.change(trx, before.id, { device_name: deviceName });
      await this.changes.record(trx, device, 'renamed', { from: before.device_name, to: deviceName });
      return toDevice(device);
    });
  }
}
