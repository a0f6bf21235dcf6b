import { Command } from '@nestjs/cqrs';

export class SendResetCodeCommand extends Command<void> {
  constructor(
    readonly phone: string,
    readonly locale: string,
  ) {
    super();
  }
}
