import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CamerasImported } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type AccountsDb } from '../../../accounts-db';
import { cameraNumbersIn, csvText, readCameraCsv } from '../../camera-csv';
import { CameraSecrets } from '../../camera-secret';
import { CameraRepository } from '../../camera.repository';
import { ImportCamerasCommand } from './import-cameras.command';

/**
 * §2 camera csv import: every row checked (and its number against the tenant's cameras); one bad
 * row imports nothing and answers the row-by-row report; a good file adds every camera in one
 * transaction (a number taken meanwhile by another add refuses it all, by the unique index).
 */
@CommandHandler(ImportCamerasCommand)
export class ImportCamerasHandler implements ICommandHandler<ImportCamerasCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly cameras: CameraRepository,
    private readonly secrets: CameraSecrets,
  ) {}

  async execute({ file, adminPwd }: ImportCamerasCommand): Promise<CamerasImported> {
    const { tenantId, userId } = caller();
    const { locale } = requestContext();
    const text = csvText(file);
    return withTenant(this.db, tenantId, async (trx) => {
      const taken = await this.cameras.takenNumbers(trx, cameraNumbersIn(text));
      const drafts = readCameraCsv(text, taken, locale);
      await this.cameras.insert(
        trx,
        drafts.map((draft) => ({
          id: randomUUID(),
          tenantId,
          ...draft,
          adminPwdEncrypted: this.secrets.encrypt(adminPwd),
          createdBy: userId,
        })),
      );
      return { imported: drafts.length };
    });
  }
}
