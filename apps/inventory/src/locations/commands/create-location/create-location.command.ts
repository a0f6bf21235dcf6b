import { Command } from '@nestjs/cqrs';
import { type LocationCreate } from '@timber/contracts';

export class CreateLocationCommand extends Command<{ id: string }> {
  constructor(readonly input: LocationCreate) {
    super();
  }
}
