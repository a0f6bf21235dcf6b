import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { ManualBenchRepository } from '../../manual-bench.repository';
import { DeleteManualBenchCommand } from './delete-manual-bench.command';

@CommandHandler(DeleteManualBenchCommand)
export class DeleteManualBenchHandler implements ICommandHandler<DeleteManualBenchCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly records: ManualBenchRepository,
  ) {}

  async execute({ id }: DeleteManualBenchCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.records.delete(trx, id));
  }
}
