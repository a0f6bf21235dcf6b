import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type ManualBenchRecord } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { m3ToE4 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type SawingDb } from '../../../sawing-db';
import { assertOutturn } from '../../../sawing-orders';
import { StockLogRepository } from '../../../stock-logs';
import { ManualBenchRepository } from '../../manual-bench.repository';
import { SaveManualBenchCommand } from './save-manual-bench.command';

/**
 * A manual bench record added or changed, in one transaction: the wood kind must be one sawing
 * has seen in stock (402716), the boards may not outweigh the logs (402708).
 */
@CommandHandler(SaveManualBenchCommand)
export class SaveManualBenchHandler implements ICommandHandler<SaveManualBenchCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly records: ManualBenchRepository,
    private readonly logs: StockLogRepository,
  ) {}

  execute({ input }: SaveManualBenchCommand): Promise<ManualBenchRecord> {
    const logVolE4 = m3ToE4(input.logVol, 3);
    const woodVolE4 = m3ToE4(input.woodVol, 3);
    assertOutturn(woodVolE4, logVolE4);
    const { tenantId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const logKind = await this.logs.kindName(trx, input.logKindId);
      if (logKind === undefined) {
        throw new DomainError('SAWING.KIND_UNKNOWN');
      }
      return this.records.save(
        trx,
        {
          id: input.id ?? randomUUID(),
          tenantId,
          cuttingDate: input.cuttingDate,
          logKindId: input.logKindId,
          logKind,
          logVolE4,
          woodVolE4,
        },
        input.id === undefined,
      );
    });
  }
}
