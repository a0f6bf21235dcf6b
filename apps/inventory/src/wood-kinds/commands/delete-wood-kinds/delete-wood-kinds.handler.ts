import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { referencesDeleted } from '../../../shared/reference-events';
import { WoodKindRepository } from '../../wood-kind.repository';
import { DeleteWoodKindsCommand } from './delete-wood-kinds.command';

/** Deletes the selected wood kinds, all or none. */
@CommandHandler(DeleteWoodKindsCommand)
export class DeleteWoodKindsHandler implements ICommandHandler<DeleteWoodKindsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodKinds: WoodKindRepository,
  ) {}

  async execute({ ids }: DeleteWoodKindsCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.woodKinds.deleteAll(trx, ids);
      await referencesDeleted(trx, 'woodKind', ids);
    });
  }
}
