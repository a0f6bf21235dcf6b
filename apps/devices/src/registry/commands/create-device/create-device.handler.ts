import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { DeviceChanges } from '../../device-changes';
import { DeviceRepository, toDevice } from '../../device.repository';
import { parseStandardList } from '../../domain/device-rules';
import { type RegistryDb } from '../../registry-db';
import { CreateDeviceCommand } from './create-device.command';

/** Adds a device, switched on, at revision 1 (its number unique per tenant by index). */
@CommandHandler(CreateDeviceCommand)
export class CreateDeviceHandler implements ICommandHandler<CreateDeviceCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
    private readonly changes: DeviceChanges,
  ) {}

  async execute({ input }: CreateDeviceCommand): Promise<Device> {
    const standards = parseStandardList(input.standard);
    const { tenantId, userId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const device = await this.devices.insert(trx, {
        id: randomUUID(),
        tenantId,
        deviceNo: input.deviceNo,
        deviceName: input.deviceName,
        type: input.type,
        standards,
        customerNo: input.customerNo,
        createdBy: userId,
      });
      await this.changes.record(trx, device, 'added', { type: input.type, standards: standards.join(',') });
      return toDevice(device);
    });
  }
}
