import { Inject, Injectable } from '@nestjs/common';
import { effectiveResources } from '@timber/auth';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { AuthTokens } from '../auth';
import { type IdentityDb } from '../identity-db';
import { AccountsRepository } from './accounts.repository';

/**
 * Live permissions (issue 17): the guard of every process reads the caller's session from Redis
 * on each request, so a change reaches a logged-in user by rewriting their sessions. Called after
 * the command's transaction has committed, it reads the users' groups again and gives each live
 * session the keys they grant now; a disabled or deleted user's sessions end.
 */
@Injectable()
export class LiveSessions {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
    private readonly tokens: AuthTokens,
  ) {}

  /** The users' sessions take their current name, type and permission keys (an absent or disabled user is skipped). */
  async refresh(tenantId: string, userIds: string[]): Promise<void> {
    const users = await withTenant(this.db, tenantId, (trx) => this.accounts.access(trx, userIds));
    await Promise.all(
      users.map((user) =>
        this.tokens.sessions.refresh(user.id, {
          username: user.username,
          userType: user.type,
          resources: effectiveResources(user.type, user.groupPaths),
        }),
      ),
    );
  }

  /** Ends every login of the user: their next request is refused (50014). */
  end(userId: string): Promise<void> {
    return this.tokens.sessions.endAllOf(userId);
  }
}
