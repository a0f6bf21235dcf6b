import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type MeasureLogResponse } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { measureUnder } from '../../../measuring';
import { StandardResolver } from '../../standard-resolver';
import { MeasureLogQuery } from './measure-log.query';

/** A log under a preset, or under one of the caller's tenant standards. */
@QueryHandler(MeasureLogQuery)
export class MeasureLogHandler implements IQueryHandler<MeasureLogQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly standards: StandardResolver,
  ) {}

  async execute({ request }: MeasureLogQuery): Promise<MeasureLogResponse> {
    const { standard, ...log } = request;
    const resolved = await withTenant(this.db, caller().tenantId, (trx) =>
      this.standards.resolve(trx, standard),
    );
    return measureUnder(resolved, log);
  }
}
