import { Command } from '@nestjs/cqrs';

export class DeleteStockAgeRuleCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
