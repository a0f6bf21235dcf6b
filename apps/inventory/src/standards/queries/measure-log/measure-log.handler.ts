import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type MeasureLogResponse } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { findPreset } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { measureUnder } from '../../custom-standard';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { MeasureLogQuery } from './measure-log.query';

/** A log under a preset, or under one of the caller's tenant standards. */
@QueryHandler(MeasureLogQuery)
export class MeasureLogHandler implements IQueryHandler<MeasureLogQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly standards: CustomStandardRepository,
  ) {}

  async execute({ request }: MeasureLogQuery): Promise<MeasureLogResponse> {
    const { standard, ...log } = request;
    if (findPreset(standard)) {
      return measureUnder(standard, log);
    }
    const definition = await withTenant(this.db, caller().tenantId, (trx) =>
      this.standards.byCode(trx, standard),
    );
    if (!definition) {
      throw new DomainError('STANDARD.UNKNOWN', { code: standard });
    }
    return measureUnder(definition, log);
  }
}
