import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { CreateWoodSpecCommand } from './create-wood-spec.command';

@CommandHandler(CreateWoodSpecCommand)
export class CreateWoodSpecHandler implements ICommandHandler<CreateWoodSpecCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodSpecs: WoodSpecRepository,
  ) {}

  async execute({ input }: CreateWoodSpecCommand): Promise<{ id: string }> {
    const { tenantId, userId } = caller();
    const id = randomUUID();
    await withTenant(this.db, tenantId, (trx) =>
      this.woodSpecs.insert(trx, {
        id,
        tenantId,
        lengthM: input.woodSpecsNo,
        remark: input.remark,
        hot: input.hot === 1,
        createdBy: userId,
      }),
    );
    return { id };
  }
}
