import { Command } from '@nestjs/cqrs';
import { type CountLineAdd } from '@timber/contracts';

export class AddCountLineCommand extends Command<{ diaId: string }> {
  constructor(readonly input: CountLineAdd) {
    super();
  }
}
