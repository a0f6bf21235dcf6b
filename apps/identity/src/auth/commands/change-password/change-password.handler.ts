import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, verifyPassword } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { AuthTokens } from '../../auth-tokens';
import { TrialAccount } from '../../trial-account';
import { UserRepository } from '../../user.repository';
import { ChangePasswordCommand } from './change-password.command';

/**
 * Changes the caller's password and ends all their logins ("please log in again"): PUT /sys/user/pwd,
 * POST /sys/updatePwd (the default password's change too). The shared trial account is refused
 * (AUTH.TRIAL_ACCOUNT_SHARED): one visitor would lock the others out.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly users: UserRepository,
    private readonly tokens: AuthTokens,
    private readonly trial: TrialAccount,
  ) {}

  async execute({ tenantId, userId, oldPwd, newPwd }: ChangePasswordCommand): Promise<void> {
    if (await this.trial.isTrialUser(userId)) {
      throw new DomainError('AUTH.TRIAL_ACCOUNT_SHARED');
    }
    const newHash = await hashPassword(newPwd);
    await withTenant(this.db, tenantId, async (trx) => {
      const stored = await this.users.passwordHash(trx, userId);
      if (!stored || !(await verifyPassword(stored, oldPwd))) {
        throw new DomainError('AUTH.OLD_PASSWORD_WRONG');
      }
      await this.users.setPassword(trx, userId, newHash);
    });
    await this.tokens.sessions.endAllOf(userId);
  }
}
