import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type LoginResponse } from '@timber/contracts';
import { SignIn } from '../../sign-in';
import { TrialAccount } from '../../trial-account';
import { TrialLoginCommand } from './trial-login.command';

/**
 * POST /sys/user/trial: signs in as the trial account as a password login does (the same session,
 * token and operation-log entry); AUTH.TRIAL_NOT_OFFERED when no trial is configured or its
 * account is missing or disabled, and then nothing is written.
 */
@CommandHandler(TrialLoginCommand)
export class TrialLoginHandler implements ICommandHandler<TrialLoginCommand> {
  constructor(
    private readonly trial: TrialAccount,
    private readonly signIn: SignIn,
  ) {}

  async execute({ ip }: TrialLoginCommand): Promise<LoginResponse> {
    const trial = await this.trial.offered();
    if (!trial) {
      throw new DomainError('AUTH.TRIAL_NOT_OFFERED');
    }
    const answer = await this.signIn.session(trial.account, trial.name, ip);
    // the shared account's password cannot be changed, so the web app must not ask for it
    return { ...answer, defaultPassword: false };
  }
}
