import { Inject, Injectable } from '@nestjs/common';
import {
  type Clock,
  hashPassword,
  type LoginAlarm,
  type LoginCheckCodeAnswer,
  LoginGuard,
  verifyPassword,
} from '@timber/auth';
import { type CheckCode, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, loggerFor, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig, loginThrottlePolicy } from '../config';
import { type IdentityDb } from '../identity-db';
import { OperationLogRepository } from '../operation-log';
import { type LoginRecord, UserRepository } from './user.repository';

/** The time login throttling reads (tests give their own clock to the module). */
export const LOGIN_CLOCK = Symbol('LOGIN_CLOCK');

/**
 * The checks of every login of a system user, to the back office or to the mobile app: failed
 * logins throttled per account and address, per address and per account (one count for both
 * logins; see LoginThrottle), a check code asked of an address new to an account past its
 * failures (LoginGuard), an account past its failures reported in its tenant's operation log, the
 * same answer and nearly the same work for an unknown name as for a wrong password, a disabled
 * account refused.
 */
@Injectable()
export class Credentials {
  private readonly log = loggerFor(Credentials.name);
  private readonly guard: LoginGuard;
  /** argon2id of a random value: checking an unknown name costs what a real check costs. */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('hex'));

  constructor(
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(REDIS) redis: Redis,
    @Inject(LOGIN_CLOCK) clock: Clock,
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly users: UserRepository,
    private readonly operationLog: OperationLogRepository,
  ) {
    this.guard = new LoginGuard(redis, loginThrottlePolicy(config), config.EVENT_STREAM_PREFIX, clock);
  }

  /** A check code for a login from `ip` (POST /sys/user/checkCode). */
  issueCheckCode(ip: string): Promise<CheckCode> {
    return this.guard.issueCheckCode(ip);
  }

  /**
   * The enabled account of this name and password (`password` as the client sent it); else
   * AUTH.TOO_MANY_ATTEMPTS (with the seconds to wait), AUTH.CHECK_CODE_REQUIRED or
   * AUTH.CHECK_CODE_WRONG (with a picture), AUTH.LOGIN_FAILED or AUTH.ACCOUNT_DISABLED.
   */
  async check(
    username: string,
    password: string,
    ip: string,
    checkCode: LoginCheckCodeAnswer = {},
  ): Promise<LoginRecord> {
    const attempt = await this.guard.admit(username, ip, checkCode, async (alarm) =>
      this.raiseAlarm(username, await this.users.findLogin(username), ip, alarm),
    );
    const account = await this.users.findLogin(username);
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      const alarm = await attempt.failed();
      if (alarm) {
        await this.raiseAlarm(username, account, ip, alarm);
      }
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    await attempt.succeeded();
    if (account.status !== 1) {
      throw new DomainError('AUTH.ACCOUNT_DISABLED');
    }
    return account;
  }

  /** An account past its failures: a line in the logs, and an entry its administrators see. */
  private async raiseAlarm(
    username: string,
    account: LoginRecord | undefined,
    ip: string,
    { failures, windowSeconds }: LoginAlarm,
  ): Promise<void> {
    this.log.warn(
      { username, ip, failures, windowSeconds, known: !!account },
      'many failed logins to one account',
    );
    if (!account) {
      return;
    }
    await withTenant(this.db, account.tenant_id, async (trx) => {
      await this.operationLog.append(trx, account.tenant_id, {
        username: (await this.users.username(trx, account.id)) ?? username,
        ip,
        operation: 'server.operation.loginFailuresAlarm',
        params: { failures, minutes: Math.round(windowSeconds / 60) },
        eventId: null,
      });
    });
  }
}
