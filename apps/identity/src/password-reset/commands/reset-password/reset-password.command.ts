import { Command } from '@nestjs/cqrs';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly phone: string,
    readonly code: string,
    /** clientPasswordHash of the new password */
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
