import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { CountPlanRepository } from '../../count-plan.repository';
import { bookInstant, checkListNo, localDay } from '../../domain/count-plan-rules';
import { CreateCountPlanCommand } from './create-count-plan.command';

/**
 * §2 add-plan dialog (§7 /inv/check/createList): a plan in progress counting one location (one
 * kind or every kind) against the stock at the planned day; refused for a future day, an unknown
 * location or kind, or while another plan is in progress. Nothing is written when refused.
 */
@CommandHandler(CreateCountPlanCommand)
export class CreateCountPlanHandler implements ICommandHandler<CreateCountPlanCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  async execute({ input }: CreateCountPlanCommand): Promise<{ id: string; checkListNo: string }> {
    const { tenantId, userId, username } = caller();
    const { tzOffsetHours } = requestContext();
    const now = new Date();
    const stockAt = bookInstant(input.planTime, now, tzOffsetHours);
    const id = randomUUID();
    return withTenant(this.db, tenantId, async (trx) => {
      const location = await trx
        .selectFrom('inventory.locations')
        .select('id')
        .where('id', '=', input.loc)
        .executeTakeFirst();
      if (!location) {
        throw new DomainError('COUNT_PLAN.LOCATION_UNKNOWN');
      }
      const kindId = input.kind ?? null;
      if (kindId) {
        const kind = await trx
          .selectFrom('inventory.wood_kinds')
          .select('id')
          .where('id', '=', kindId)
          .executeTakeFirst();
        if (!kind) {
          throw new DomainError('COUNT_PLAN.KIND_UNKNOWN');
        }
      }
      const current = await this.plans.current(trx);
      if (current) {
        throw new DomainError('COUNT_PLAN.ONE_CURRENT', { checkListNo: current.checkListNo });
      }
      const day = localDay(now, tzOffsetHours);
      const number = checkListNo(day, await this.plans.nextNumber(trx, tenantId, day));
      await this.plans.create(trx, {
        id,
        tenantId,
        checkListNo: number,
        locationId: input.loc,
        woodKindId: kindId,
        plannedDay: input.planTime,
        stockAt,
        plannerId: userId,
        plannerName: username,
      });
      return { id, checkListNo: number };
    });
  }
}
