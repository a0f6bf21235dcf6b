import { Query } from '@nestjs/cqrs';
import { type StockDiameterCategory } from '@timber/contracts';

export class StockDiameterCategoryQuery extends Query<StockDiameterCategory> {
  constructor(
    readonly stockId: string,
    /** another standard to measure under; the row's default when absent */
    readonly standard: string | undefined,
  ) {
    super();
  }
}
