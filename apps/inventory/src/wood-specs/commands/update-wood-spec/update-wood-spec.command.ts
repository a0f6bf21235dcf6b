import { Command } from '@nestjs/cqrs';
import { type WoodSpecUpdate } from '@timber/contracts';

export class UpdateWoodSpecCommand extends Command<void> {
  constructor(readonly input: WoodSpecUpdate) {
    super();
  }
}
