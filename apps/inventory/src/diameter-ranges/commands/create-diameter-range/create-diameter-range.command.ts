import { Command } from '@nestjs/cqrs';
import { type DiameterRangeCreate } from '@timber/contracts';

export class CreateDiameterRangeCommand extends Command<{ id: string }> {
  constructor(readonly input: DiameterRangeCreate) {
    super();
  }
}
