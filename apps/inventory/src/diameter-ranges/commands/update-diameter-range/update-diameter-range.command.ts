import { Command } from '@nestjs/cqrs';
import { type DiameterRangeUpdate } from '@timber/contracts';

export class UpdateDiameterRangeCommand extends Command<void> {
  constructor(readonly input: DiameterRangeUpdate) {
    super();
  }
}
