import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type AccountsDb } from '../../../accounts-db';
import { CameraSecrets } from '../../camera-secret';
import { CameraRepository } from '../../camera.repository';
import { CreateCameraCommand } from './create-camera.command';

/** Adds an IP camera; its admin password is kept encrypted. */
@CommandHandler(CreateCameraCommand)
export class CreateCameraHandler implements ICommandHandler<CreateCameraCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly cameras: CameraRepository,
    private readonly secrets: CameraSecrets,
  ) {}

  async execute({ input }: CreateCameraCommand): Promise<{ id: string }> {
    const { tenantId, userId } = caller();
    const id = randomUUID();
    const { adminPwd, ...fields } = input;
    await withTenant(this.db, tenantId, (trx) =>
      this.cameras.insert(trx, [
        { id, tenantId, ...fields, adminPwdEncrypted: this.secrets.encrypt(adminPwd), createdBy: userId },
      ]),
    );
    return { id };
  }
}
