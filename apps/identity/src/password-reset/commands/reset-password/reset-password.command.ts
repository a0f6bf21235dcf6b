import { Command } from '@nestjs/cqrs';
import { type ResetTarget } from '../../../shared/reset-target';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    /** the phone the code was texted to, or the address it was mailed to */
    readonly target: ResetTarget,
    readonly code: string,
    /** clientPasswordHash of the new password */
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
