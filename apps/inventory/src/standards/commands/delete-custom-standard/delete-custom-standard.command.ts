import { Command } from '@nestjs/cqrs';

export class DeleteCustomStandardCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
