import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { type LoginRecord, UserRepository } from './user.repository';

/**
 * The shared free-trial user (§2 Login), named by TRIAL_ACCOUNT: offered only while the setting
 * names an enabled account. Everyone trying the system signs in as it, so it may not change its
 * own password (ChangePasswordHandler asks `isTrialUser`).
 */
@Injectable()
export class TrialAccount {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UserRepository,
  ) {}

  /** The trial account and its configured name when it can sign in now: configured, present and enabled. */
  async offered(): Promise<{ account: LoginRecord; name: string } | undefined> {
    const name = this.config.TRIAL_ACCOUNT;
    const account = await this.configured();
    return name !== undefined && account?.status === 1 ? { account, name } : undefined;
  }

  /** Whether this user is the trial account (enabled or not). */
  async isTrialUser(userId: string): Promise<boolean> {
    return (await this.configured())?.id === userId;
  }

  private async configured(): Promise<LoginRecord | undefined> {
    const name = this.config.TRIAL_ACCOUNT;
    return name === undefined ? undefined : this.users.findLogin(name);
  }
}
