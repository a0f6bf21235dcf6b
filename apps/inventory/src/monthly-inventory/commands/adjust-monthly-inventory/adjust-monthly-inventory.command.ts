import { Command } from '@nestjs/cqrs';
import { type MonthlyAdjust } from '@timber/contracts';

export class AdjustMonthlyInventoryCommand extends Command<void> {
  constructor(readonly input: MonthlyAdjust) {
    super();
  }
}
