import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DeviceLog, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceLogRepository } from '../../device-log.repository';
import { type RegistryDb } from '../../registry-db';
import { ListDeviceLogsQuery } from './list-device-logs.query';

@QueryHandler(ListDeviceLogsQuery)
export class ListDeviceLogsHandler implements IQueryHandler<ListDeviceLogsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly logs: DeviceLogRepository,
  ) {}

  execute({ filter }: ListDeviceLogsQuery): Promise<PageResult<DeviceLog>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.logs.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
