import { Command } from '@nestjs/cqrs';

export class DeleteAppUserCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
