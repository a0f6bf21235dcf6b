import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, type LoginAlarm, type LoginGuard, signAppToken, verifyPassword } from '@timber/auth';
import { type AppLoginResponse, DomainError } from '@timber/contracts';
import { DB, loggerFor } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { DEVICES_CONFIG, type DevicesConfig } from '../../../../config';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { APP_LOGIN_GUARD } from '../../app-login-guard';
import { AppLoginCommand } from './app-login.command';

/**
 * The mobile app's login of an app user: an enabled app user with the right password gets an app
 * token (system users log in to the app through identity's `POST /app/login`). As the
 * back office's login: the same answer for an unknown name and a wrong password, failed logins
 * throttled per account and address, per address and per account, and a check code asked of an
 * address new to an account past its failures (LoginGuard, its default policy), counted apart
 * from the back office's; an account past its failures is logged.
 */
@CommandHandler(AppLoginCommand)
export class AppLoginHandler implements ICommandHandler<AppLoginCommand> {
  private readonly log = loggerFor(AppLoginHandler.name);
  /** argon2id of a random value: checking an unknown name costs what a real check costs. */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('hex'));

  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
    @Inject(APP_LOGIN_GUARD) private readonly guard: LoginGuard,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ username, password, ip, checkCode }: AppLoginCommand): Promise<AppLoginResponse> {
    const alarmed = (alarm: LoginAlarm, known: boolean) =>
      this.log.warn({ username, ip, ...alarm, known }, 'many failed app logins to one account');
    const attempt = await this.guard.admit(username, ip, checkCode, async (alarm) =>
      alarmed(alarm, !!(await this.accounts.findAppLogin(this.db, username))),
    );
    const account = await this.accounts.findAppLogin(this.db, username);
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      const alarm = await attempt.failed();
      if (alarm) {
        alarmed(alarm, !!account);
      }
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    await attempt.succeeded();
    if (account.status !== 1) {
      throw new DomainError('AUTH.ACCOUNT_DISABLED');
    }
    return {
      accessToken: signAppToken(this.config.JWT_SECRET, {
        knd: 'app',
        sub: account.id,
        tid: account.tenant_id,
        usr: account.username,
      }),
      id: account.id,
      username: account.username,
      realName: account.real_name,
    };
  }
}
