import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { DeleteWoodSpecsCommand } from './delete-wood-specs.command';

/** Deletes the selected wood specifications, all or none. */
@CommandHandler(DeleteWoodSpecsCommand)
export class DeleteWoodSpecsHandler implements ICommandHandler<DeleteWoodSpecsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodSpecs: WoodSpecRepository,
  ) {}

  async execute({ ids }: DeleteWoodSpecsCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.woodSpecs.deleteAll(trx, ids));
  }
}
