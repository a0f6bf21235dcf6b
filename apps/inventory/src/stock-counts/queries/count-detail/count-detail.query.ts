import { Query } from '@nestjs/cqrs';
import { type CountDetailPage, type CountDetailQuery } from '@timber/contracts';

export class CountDetailQueryMessage extends Query<CountDetailPage> {
  constructor(readonly filter: CountDetailQuery) {
    super();
  }
}
