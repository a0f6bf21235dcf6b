import { Command } from '@nestjs/cqrs';
import { type WoodKindUpdate } from '@timber/contracts';

export class UpdateWoodKindCommand extends Command<void> {
  constructor(readonly input: WoodKindUpdate) {
    super();
  }
}
