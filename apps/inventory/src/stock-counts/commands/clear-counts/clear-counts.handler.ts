import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CountPlanRepository } from '../../count-plan.repository';
import { ClearCountsCommand } from './clear-counts.command';

/** §7 /inv/check/delete: clears all count data of the plan in progress (every count back to 0). */
@CommandHandler(ClearCountsCommand)
export class ClearCountsHandler implements ICommandHandler<ClearCountsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  async execute(): Promise<{ cleared: number }> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const current = await this.plans.current(trx);
      if (!current) {
        throw new DomainError('COUNT_PLAN.NONE_CURRENT');
      }
      await this.plans.lock(trx, { id: current.id });
      return { cleared: await this.plans.clearAll(trx, current.id) };
    });
  }
}
