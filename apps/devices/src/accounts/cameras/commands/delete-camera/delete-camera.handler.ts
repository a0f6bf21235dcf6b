import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { CameraRepository } from '../../camera.repository';
import { DeleteCameraCommand } from './delete-camera.command';

@CommandHandler(DeleteCameraCommand)
export class DeleteCameraHandler implements ICommandHandler<DeleteCameraCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly cameras: CameraRepository,
  ) {}

  async execute({ id }: DeleteCameraCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.cameras.delete(trx, id));
  }
}
