import { Query } from '@nestjs/cqrs';
import { type ProcessingPrice } from '@timber/contracts';

/** §7 /logProcessing/listData: a day's processing prices. */
export class LoadProcessingPriceQuery extends Query<ProcessingPrice> {
  constructor(readonly day: string) {
    super();
  }
}
