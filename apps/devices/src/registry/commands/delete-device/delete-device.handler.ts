import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceChanges } from '../../device-changes';
import { DeviceRepository } from '../../device.repository';
import { type RegistryDb } from '../../registry-db';
import { DeleteDeviceCommand } from './delete-device.command';

/**
 * Deletes a device. Its log lines stay (they carry its number and name), a last line says who
 * deleted it, and `devices.device.changed` with `deleted` makes ingest refuse it from then on.
 */
@CommandHandler(DeleteDeviceCommand)
export class DeleteDeviceHandler implements ICommandHandler<DeleteDeviceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
    private readonly changes: DeviceChanges,
  ) {}

  async execute({ id }: DeleteDeviceCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const device = await this.devices.delete(trx, id);
      await this.changes.record(trx, device, 'deleted');
    });
  }
}
