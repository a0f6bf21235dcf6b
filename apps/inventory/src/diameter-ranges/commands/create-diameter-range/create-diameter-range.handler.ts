import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { assertRangeOrder } from '../../diameter-range.rules';
import { CreateDiameterRangeCommand } from './create-diameter-range.command';

@CommandHandler(CreateDiameterRangeCommand)
export class CreateDiameterRangeHandler implements ICommandHandler<CreateDiameterRangeCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly ranges: DiameterRangeRepository,
  ) {}

  async execute({ input }: CreateDiameterRangeCommand): Promise<{ id: string }> {
    assertRangeOrder(input);
    const { tenantId, userId } = caller();
    const id = randomUUID();
    await withTenant(this.db, tenantId, async (trx) => {
      await this.ranges.assertNoOverlap(trx, tenantId, input);
      await this.ranges.insert(trx, { ...input, id, tenantId, createdBy: userId });
    });
    return { id };
  }
}
