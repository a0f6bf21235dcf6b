import { Command } from '@nestjs/cqrs';
import { type WoodKindCreate } from '@timber/contracts';

export class CreateWoodKindCommand extends Command<{ id: string }> {
  constructor(readonly input: WoodKindCreate) {
    super();
  }
}
