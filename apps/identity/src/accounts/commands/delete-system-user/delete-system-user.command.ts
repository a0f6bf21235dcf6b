import { Command } from '@nestjs/cqrs';

/** §7 DELETE /sys/user/{id}. */
export class DeleteSystemUserCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
