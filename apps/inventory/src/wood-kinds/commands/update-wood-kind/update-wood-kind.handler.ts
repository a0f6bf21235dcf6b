import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { referenceSaved } from '../../../shared/reference-events';
import { WoodKindRepository } from '../../wood-kind.repository';
import { UpdateWoodKindCommand } from './update-wood-kind.command';

@CommandHandler(UpdateWoodKindCommand)
export class UpdateWoodKindHandler implements ICommandHandler<UpdateWoodKindCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodKinds: WoodKindRepository,
  ) {}

  async execute({ input }: UpdateWoodKindCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.woodKinds.update(trx, { id: input.id, name: input.woodKindName, remark: input.remark });
      await referenceSaved(trx, 'woodKind', input.id, input.woodKindName);
    });
  }
}
