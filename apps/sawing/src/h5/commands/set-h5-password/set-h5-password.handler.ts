import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { H5PasswordRepository } from '../../h5-password.repository';
import { SetH5PasswordCommand } from './set-h5-password.command';

/**
 * The H5 page's password set from the mobile app or the back office (argon2id, never kept in the
 * clear), in one transaction; who set it is kept (an app user as `app <name>`).
 */
@CommandHandler(SetH5PasswordCommand)
export class SetH5PasswordHandler implements ICommandHandler<SetH5PasswordCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly passwords: H5PasswordRepository,
  ) {}

  async execute({ pwd, from }: SetH5PasswordCommand): Promise<null> {
    const { tenantId, username } = caller();
    const hash = await hashPassword(pwd);
    const by = from === 'app' ? `app ${username}` : username;
    await withTenant(this.db, tenantId, (trx) => this.passwords.save(trx, tenantId, hash, by));
    return null;
  }
}
