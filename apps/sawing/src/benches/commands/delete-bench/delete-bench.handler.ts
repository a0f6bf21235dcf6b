import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { BenchRepository } from '../../bench.repository';
import { DeleteBenchCommand } from './delete-bench.command';

/**
 * Deletes a bench (marked: its closed orders keep naming it) in one transaction, unless it has an
 * open or merged order (409002): those would be left on a machine nobody can pick.
 */
@CommandHandler(DeleteBenchCommand)
export class DeleteBenchHandler implements ICommandHandler<DeleteBenchCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly benches: BenchRepository,
  ) {}

  async execute({ id }: DeleteBenchCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.benches.findLive(trx, id);
      if (await this.benches.hasOpenOrders(trx, id)) {
        throw new DomainError('COMMON.IN_USE');
      }
      await this.benches.markDeleted(trx, id);
    });
  }
}
