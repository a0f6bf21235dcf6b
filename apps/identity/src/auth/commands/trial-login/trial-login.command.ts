import { Command } from '@nestjs/cqrs';
import { type LoginResponse } from '@timber/contracts';

/** The login page's free trial: a session of the shared trial account, without a password. */
export class TrialLoginCommand extends Command<LoginResponse> {
  constructor(readonly ip: string) {
    super();
  }
}
