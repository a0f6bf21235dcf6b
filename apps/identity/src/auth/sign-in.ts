import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type LoginResponse } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../identity-db';
import { OperationLogRepository } from '../operation-log';
import { AuthTokens } from './auth-tokens';
import { type LoginRecord, UserRepository } from './user.repository';

/**
 * What a back-office login does once it knows the account: the sign-in counted and logged, an
 * access token standing for a session. One place for the password login and the free trial, so
 * both answer the same.
 */
@Injectable()
export class SignIn {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly users: UserRepository,
    private readonly tokens: AuthTokens,
    private readonly log: OperationLogRepository,
  ) {}

  /** `username` as the operation log shows it (what the user typed, for a password login). */
  async session(account: LoginRecord, username: string, ip: string): Promise<LoginResponse> {
    const profile = await withTenant(this.db, account.tenant_id, async (trx) => {
      await this.users.recordSignIn(trx, account.id);
      await this.log.append(trx, account.tenant_id, {
        username,
        ip,
        operation: 'server.operation.login',
        params: {},
        eventId: null,
      });
      return this.users.profile(trx, account.id);
    });
    if (!profile) {
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    const accessToken = await this.tokens.issue({ ...profile, tenantId: account.tenant_id });
    return { accessToken, defaultPassword: profile.defaultPassword };
  }
}
