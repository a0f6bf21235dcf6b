import { Command } from '@nestjs/cqrs';
import { type WoodSpecCreate } from '@timber/contracts';

export class CreateWoodSpecCommand extends Command<{ id: string }> {
  constructor(readonly input: WoodSpecCreate) {
    super();
  }
}
