import { Command } from '@nestjs/cqrs';

export class DeleteLocationsCommand extends Command<void> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
