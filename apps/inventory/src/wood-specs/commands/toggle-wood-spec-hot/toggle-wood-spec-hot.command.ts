import { Command } from '@nestjs/cqrs';
import { type WoodSpecHot } from '@timber/contracts';

export class ToggleWoodSpecHotCommand extends Command<WoodSpecHot> {
  constructor(readonly id: string) {
    super();
  }
}
