import { Command } from '@nestjs/cqrs';

export class DeleteCustomersCommand extends Command<void> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
