import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { CameraRepository } from '../../camera.repository';
import { ChangeCameraNumberCommand } from './change-camera-number.command';

/** §2 the camera number edited in place (double click): still unique per tenant. */
@CommandHandler(ChangeCameraNumberCommand)
export class ChangeCameraNumberHandler implements ICommandHandler<ChangeCameraNumberCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly cameras: CameraRepository,
  ) {}

  async execute({ id, cameraNO }: ChangeCameraNumberCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.cameras.changeNumber(trx, id, cameraNO));
  }
}
