import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PictureState } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DevicePictureRepository } from '../../device-picture.repository';
import { ChangePictureCommand } from './change-picture.command';

/** §7 /{stock|stockIn|stockOut}/d/delete|recover|feedbackImg/{id}: one picture card, in one transaction. */
@CommandHandler(ChangePictureCommand)
export class ChangePictureHandler implements ICommandHandler<ChangePictureCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly pictures: DevicePictureRepository,
  ) {}

  execute({ kind, id, action, comment }: ChangePictureCommand): Promise<PictureState> {
    const { tenantId, username } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const logId = await this.pictures.logOf(trx, kind, id);
      return this.pictures.change(trx, logId, action, { username, comment });
    });
  }
}
