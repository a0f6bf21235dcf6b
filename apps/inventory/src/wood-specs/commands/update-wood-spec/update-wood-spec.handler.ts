import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { UpdateWoodSpecCommand } from './update-wood-spec.command';

@CommandHandler(UpdateWoodSpecCommand)
export class UpdateWoodSpecHandler implements ICommandHandler<UpdateWoodSpecCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodSpecs: WoodSpecRepository,
  ) {}

  async execute({ input }: UpdateWoodSpecCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.woodSpecs.update(trx, input));
  }
}
