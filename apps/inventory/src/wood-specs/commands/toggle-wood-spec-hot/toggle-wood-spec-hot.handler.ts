import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type WoodSpecHot } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { ToggleWoodSpecHotCommand } from './toggle-wood-spec-hot.command';

/** The hot switch: the server flips it and answers the value it now has. */
@CommandHandler(ToggleWoodSpecHotCommand)
export class ToggleWoodSpecHotHandler implements ICommandHandler<ToggleWoodSpecHotCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodSpecs: WoodSpecRepository,
  ) {}

  execute({ id }: ToggleWoodSpecHotCommand): Promise<WoodSpecHot> {
    return withTenant(this.db, caller().tenantId, (trx) => this.woodSpecs.toggleHot(trx, id));
  }
}
