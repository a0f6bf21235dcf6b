import { Command } from '@nestjs/cqrs';
import { type CountCreate, type CountCreated } from '@timber/contracts';

/** POST /count/create: a count order (status 1) for a stored photo, queued for recognition. */
export class CreateCountOrderCommand extends Command<CountCreated> {
  constructor(readonly input: CountCreate) {
    super();
  }
}
