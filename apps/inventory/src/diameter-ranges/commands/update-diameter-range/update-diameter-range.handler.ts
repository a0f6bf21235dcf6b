import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { assertRangeOrder } from '../../diameter-range.rules';
import { UpdateDiameterRangeCommand } from './update-diameter-range.command';

@CommandHandler(UpdateDiameterRangeCommand)
export class UpdateDiameterRangeHandler implements ICommandHandler<UpdateDiameterRangeCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly ranges: DiameterRangeRepository,
  ) {}

  async execute({ input }: UpdateDiameterRangeCommand): Promise<void> {
    assertRangeOrder(input);
    const { tenantId } = caller();
    await withTenant(this.db, tenantId, async (trx) => {
      await this.ranges.assertNoOverlap(trx, tenantId, input);
      await this.ranges.update(trx, input);
    });
  }
}
