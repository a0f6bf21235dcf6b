import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceChanges } from '../../device-changes';
import { DeviceRepository, toDevice } from '../../device.repository';
import { parseStandardList, sameStandards } from '../../domain/device-rules';
import { type RegistryDb } from '../../registry-db';
import { SetupDeviceStandardsCommand } from './setup-device-standards.command';

/** Links the device to the standards of the list (at least one, each known); the same list changes nothing. */
@CommandHandler(SetupDeviceStandardsCommand)
export class SetupDeviceStandardsHandler implements ICommandHandler<SetupDeviceStandardsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
    private readonly changes: DeviceChanges,
  ) {}

  execute({ id, standard }: SetupDeviceStandardsCommand): Promise<Device> {
    const standards = parseStandardList(standard);
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const before = await this.devices.lock(trx, { id });
      if (sameStandards(before.standards, standards)) {
        return toDevice(before);
      }
      const device = await this.devices.change(trx, id, { standards });
      await this.changes.record(trx, device, 'standardsChanged', {
        from: before.standards.join(','),
        to: standards.join(','),
      });
      return toDevice(device);
    });
  }
}
