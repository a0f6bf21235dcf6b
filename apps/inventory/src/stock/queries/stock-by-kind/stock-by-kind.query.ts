import { Query } from '@nestjs/cqrs';
import { type StockByKind } from '@timber/contracts';

/** §2 simple stock view: the stock per wood kind over every warehouse. */
export class StockByKindQuery extends Query<StockByKind> {}
