import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CountPlanRepository } from '../../count-plan.repository';
import { assertInProgress } from '../../domain/count-plan-rules';
import { CountLineCommand } from './count-line.command';

/**
 * The count of one line (chosen /inv/check/detail/count) and §4 clearing a line's count data
 * (§7 /inv/check/detail/delete/{diaId}: its count becomes 0). Only on a plan in progress.
 */
@CommandHandler(CountLineCommand)
export class CountLineHandler implements ICommandHandler<CountLineCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  async execute({ lineId, checkQty }: CountLineCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const line = await this.plans.lockLine(trx, lineId);
      if (!line) {
        throw new DomainError('COUNT_LINE.NOT_FOUND');
      }
      assertInProgress(line);
      await this.plans.setCount(trx, lineId, checkQty ?? 0, checkQty !== null);
    });
  }
}
