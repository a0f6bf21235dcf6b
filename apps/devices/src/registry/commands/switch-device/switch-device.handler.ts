import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceChanges } from '../../device-changes';
import { DeviceRepository, toDevice } from '../../device.repository';
import { switchAction } from '../../domain/device-rules';
import { type RegistryDb } from '../../registry-db';
import { SwitchDeviceCommand } from './switch-device.command';

/** Switches the device on or off (ingest refuses a device that is off); its state again changes nothing. */
@CommandHandler(SwitchDeviceCommand)
export class SwitchDeviceHandler implements ICommandHandler<SwitchDeviceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
    private readonly changes: DeviceChanges,
  ) {}

  execute({ id, status }: SwitchDeviceCommand): Promise<Device> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const before = await this.devices.lock(trx, { id });
      if (before.status === status) {
        return toDevice(before);
      }
      const device = await this.devices.change(trx, id, { status });
      await this.changes.record(trx, device, switchAction(status));
      return toDevice(device);
    });
  }
}
