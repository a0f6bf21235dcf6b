import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { findPreset } from '@timber/volume';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { measuredOrNone } from '../../../measuring';
import { StockRepository } from '../../../stock';
import { CountPlanRepository } from '../../count-plan.repository';
import { excessPieceVolumeE4 } from '../../domain/count-plan-rules';
import { AddCountLineCommand } from './add-count-line.command';

/** The standard a line added while counting is valued under when its stock row names none. */
const FALLBACK_STANDARD = 'ch';

/**
 * Logs found at the plan's location that the book does not hold (chosen /inv/check/detail/add):
 * a line of that kind, diameter class and length with book 0 and its count, valued under the
 * standard of the stock row's newest piece. Only on the plan in progress; a kind outside a plan
 * of one kind is refused.
 */
@CommandHandler(AddCountLineCommand)
export class AddCountLineHandler implements ICommandHandler<AddCountLineCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
    private readonly stock: StockRepository,
  ) {}

  async execute({ input }: AddCountLineCommand): Promise<{ diaId: string }> {
    const { tenantId } = caller();
    const id = randomUUID();
    await withTenant(this.db, tenantId, async (trx) => {
      const current = await this.plans.current(trx);
      if (!current) {
        throw new DomainError('COUNT_PLAN.NONE_CURRENT');
      }
      const plan = (await this.plans.lock(trx, { id: current.id }))!;
      const kind = await trx
        .selectFrom('inventory.wood_kinds')
        .select('id')
        .where('id', '=', input.kind)
        .executeTakeFirst();
      if (!kind || (plan.woodKindId !== null && plan.woodKindId !== input.kind)) {
        throw new DomainError('COUNT_PLAN.KIND_UNKNOWN');
      }
      const row = await this.stock.lock(trx, tenantId, plan.locationId, input.kind);
      const known = await this.plans.stockOf(trx, plan.locationId, input.kind);
      const standard = known?.standard && findPreset(known.standard) ? known.standard : FALLBACK_STANDARD;
      const unitVolumeE4 = excessPieceVolumeE4(
        { qty: 0, volumeE4: 0 },
        () =>
          measuredOrNone(standard, { minDiameter: input.dia, maxDiameter: input.dia, length: input.length })
            ?.volumeE4 ?? null,
      );
      await this.plans.addLine(trx, {
        id,
        tenantId,
        planId: plan.id,
        stockId: row.id,
        woodKindId: input.kind,
        diameterClass: input.dia,
        lengthClass: input.length,
        standard,
        unitVolumeE4,
        checkQty: input.checkQty,
      });
    });
    return { diaId: id };
  }
}
