import { Command } from '@nestjs/cqrs';
import { type StockAgeRuleSave } from '@timber/contracts';

export class CreateStockAgeRuleCommand extends Command<{ id: string; firing: number }> {
  constructor(readonly input: StockAgeRuleSave) {
    super();
  }
}
