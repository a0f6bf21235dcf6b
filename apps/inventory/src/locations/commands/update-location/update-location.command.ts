import { Command } from '@nestjs/cqrs';
import { type LocationUpdate } from '@timber/contracts';

export class UpdateLocationCommand extends Command<void> {
  constructor(readonly input: LocationUpdate) {
    super();
  }
}
