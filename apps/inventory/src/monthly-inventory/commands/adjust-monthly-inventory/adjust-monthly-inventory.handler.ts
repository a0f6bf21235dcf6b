import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { monthBounds } from '../../domain/month-rules';
import { MonthlyInventoryRepository } from '../../monthly-inventory.repository';
import { AdjustMonthlyInventoryCommand } from './adjust-monthly-inventory.command';

/** §7 /simple/inv/adjust {month, logKindId, vol}: the volume counted for a kind in a month (not a future one). */
@CommandHandler(AdjustMonthlyInventoryCommand)
export class AdjustMonthlyInventoryHandler implements ICommandHandler<AdjustMonthlyInventoryCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly months: MonthlyInventoryRepository,
  ) {}

  async execute({ input }: AdjustMonthlyInventoryCommand): Promise<void> {
    const { tenantId, userId } = caller();
    monthBounds(input.month, new Date(), requestContext().tzOffsetHours);
    await withTenant(this.db, tenantId, async (trx) => {
      const kind = await trx
        .selectFrom('inventory.wood_kinds')
        .select('id')
        .where('id', '=', input.logKindId)
        .executeTakeFirst();
      if (!kind) {
        throw new DomainError('MONTHLY.KIND_UNKNOWN');
      }
      await this.months.setCounted(trx, {
        tenantId,
        month: input.month,
        woodKindId: input.logKindId,
        countedE4: Math.round(input.vol * 10_000),
        userId,
      });
    });
  }
}
