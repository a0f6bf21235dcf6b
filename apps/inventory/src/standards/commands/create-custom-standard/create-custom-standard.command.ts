import { Command } from '@nestjs/cqrs';

export class CreateCustomStandardCommand extends Command<{ id: string; code: string }> {
  constructor(readonly definition: unknown) {
    super();
  }
}
