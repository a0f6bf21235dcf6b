import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Device, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceRepository } from '../../device.repository';
import { type RegistryDb } from '../../registry-db';
import { ListDevicesQuery } from './list-devices.query';

@QueryHandler(ListDevicesQuery)
export class ListDevicesHandler implements IQueryHandler<ListDevicesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly devices: DeviceRepository,
  ) {}

  execute({ filter }: ListDevicesQuery): Promise<PageResult<Device>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.devices.page(trx, filter));
  }
}
