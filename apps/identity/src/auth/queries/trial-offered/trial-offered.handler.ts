import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type TrialOffered } from '@timber/contracts';
import { TrialAccount } from '../../trial-account';
import { TrialOfferedQuery } from './trial-offered.query';

/** POST /sys/user/trialOffered: true exactly when POST /sys/user/trial would sign in now. */
@QueryHandler(TrialOfferedQuery)
export class TrialOfferedHandler implements IQueryHandler<TrialOfferedQuery> {
  constructor(private readonly trial: TrialAccount) {}

  async execute(): Promise<TrialOffered> {
    return { offered: (await this.trial.offered()) !== undefined };
  }
}
