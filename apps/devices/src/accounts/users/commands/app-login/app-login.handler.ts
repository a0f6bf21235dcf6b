import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, LoginThrottle, signAppToken, verifyPassword } from '@timber/auth';
import { type AppLoginResponse, DomainError } from '@timber/contracts';
import { DB, loggerFor, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { DEVICES_CONFIG, type DevicesConfig } from '../../../../config';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { AppLoginCommand } from './app-login.command';

/**
 * The mobile app's login of an app user: an enabled app user with the right password gets an app
 * token (system users log in to the app through identity's `POST /app/login`). As the
 * back office's login: the same answer for an unknown name and a wrong password, failed logins
 * throttled per account and address, per address and per account (LoginThrottle, its default
 * policy), counted apart from the back office's; an account past its failures is logged.
 */
@CommandHandler(AppLoginCommand)
export class AppLoginHandler implements ICommandHandler<AppLoginCommand> {
  private readonly log = loggerFor(AppLoginHandler.name);
  private readonly throttle: LoginThrottle;
  /** argon2id of a random value: checking an unknown name costs what a real check costs. */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('hex'));

  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
    @Inject(REDIS) redis: Redis,
    private readonly accounts: AccountRepository,
  ) {
    this.throttle = new LoginThrottle(redis, undefined, `${config.EVENT_STREAM_PREFIX}:app`);
  }

  async execute({ username, password, ip }: AppLoginCommand): Promise<AppLoginResponse> {
    const attempt = await this.throttle.admit(username, ip);
    const account = await this.accounts.findAppLogin(this.db, username);
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      const alarm = await attempt.failed();
      if (alarm) {
        this.log.warn({ username, ip, ...alarm, known: !!account }, 'many failed app logins to one account');
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
