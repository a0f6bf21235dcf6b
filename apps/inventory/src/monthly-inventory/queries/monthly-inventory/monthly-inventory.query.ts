import { Query } from '@nestjs/cqrs';
import { type MonthlyInventory } from '@timber/contracts';

export class MonthlyInventoryQuery extends Query<MonthlyInventory> {
  constructor(readonly month: string) {
    super();
  }
}
