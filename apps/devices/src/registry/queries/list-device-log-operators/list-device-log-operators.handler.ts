import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DeviceLogOperator } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { DeviceLogRepository } from '../../device-log.repository';
import { type RegistryDb } from '../../registry-db';
import { ListDeviceLogOperatorsQuery } from './list-device-log-operators.query';

@QueryHandler(ListDeviceLogOperatorsQuery)
export class ListDeviceLogOperatorsHandler implements IQueryHandler<ListDeviceLogOperatorsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<RegistryDb>,
    private readonly logs: DeviceLogRepository,
  ) {}

  execute(): Promise<DeviceLogOperator[]> {
    return withTenant(this.db, caller().tenantId, (trx) => this.logs.operators(trx));
  }
}
