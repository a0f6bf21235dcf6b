import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Bench } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type SawingDb } from '../../../sawing-db';
import { BenchRepository } from '../../bench.repository';
import { SaveBenchCommand } from './save-bench.command';

/** Adds or renames a bench in one transaction; its machine number is the tenant's live benches' only one. */
@CommandHandler(SaveBenchCommand)
export class SaveBenchHandler implements ICommandHandler<SaveBenchCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly benches: BenchRepository,
  ) {}

  execute({ input }: SaveBenchCommand): Promise<Bench> {
    const { tenantId } = caller();
    return withTenant(this.db, tenantId, (trx) =>
      this.benches.save(
        trx,
        tenantId,
        { id: input.id ?? randomUUID(), machineNo: input.machineNo, name: input.name },
        input.id === undefined,
      ),
    );
  }
}
