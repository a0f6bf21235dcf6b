import { Command } from '@nestjs/cqrs';

export class UpdateCustomStandardCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly definition: unknown,
  ) {
    super();
  }
}
