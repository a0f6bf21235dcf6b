import { Command } from '@nestjs/cqrs';

export class FinishCountPlanCommand extends Command<{ adjustments: number }> {
  constructor(readonly id: string) {
    super();
  }
}
