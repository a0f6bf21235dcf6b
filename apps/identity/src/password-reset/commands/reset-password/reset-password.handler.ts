import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { AuthTokens, UserRepository } from '../../../auth';
import { type IdentityDb } from '../../../identity-db';
import { OperationLogRepository } from '../../../operation-log';
import { ResetCodes } from '../../reset-codes';
import { ResetPasswordCommand } from './reset-password.command';

/** Sets a new password on the accounts of the phone or address, once the code sent there matches; ends their logins. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly users: UserRepository,
    private readonly codes: ResetCodes,
    private readonly tokens: AuthTokens,
    private readonly log: OperationLogRepository,
  ) {}

  async execute({ target, code, password, ip }: ResetPasswordCommand): Promise<void> {
    await this.codes.consume(target, code);
    const accounts = await this.users.findByResetTarget(target);
    if (accounts.length === 0) {
      throw new DomainError('AUTH.SMS_CODE_WRONG');
    }
    const hash = await hashPassword(password);
    for (const account of accounts) {
      await withTenant(this.db, account.tenant_id, async (trx) => {
        await this.users.setPassword(trx, account.id, hash);
        await this.log.append(trx, account.tenant_id, {
          username: account.username,
          ip,
          operation: 'server.operation.passwordReset',
          params: {},
          eventId: null,
        });
      });
      await this.tokens.sessions.endAllOf(account.id);
    }
  }
}
