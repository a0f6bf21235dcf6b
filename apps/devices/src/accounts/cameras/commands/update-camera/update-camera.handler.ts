import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { CameraSecrets } from '../../camera-secret';
import { CameraRepository } from '../../camera.repository';
import { UpdateCameraCommand } from './update-camera.command';

/** Edits an IP camera; without a new admin password the stored one is kept. */
@CommandHandler(UpdateCameraCommand)
export class UpdateCameraHandler implements ICommandHandler<UpdateCameraCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly cameras: CameraRepository,
    private readonly secrets: CameraSecrets,
  ) {}

  async execute({ input }: UpdateCameraCommand): Promise<void> {
    const { adminPwd, ...fields } = input;
    await withTenant(this.db, caller().tenantId, (trx) =>
      this.cameras.update(trx, {
        ...fields,
        ...(adminPwd ? { adminPwdEncrypted: this.secrets.encrypt(adminPwd) } : {}),
      }),
    );
  }
}
