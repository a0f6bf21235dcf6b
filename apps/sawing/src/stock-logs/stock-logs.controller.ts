import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type PageResult, ROUTES, type SawingLog } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { ListStockLogsQuery } from './queries/list-stock-logs/list-stock-logs.query';

/** The logs in stock a sawing order may take (the dialog of processed logs). */
@Controller()
export class StockLogsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.sawingStockLogList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.sawingStockLogList>): Promise<PageResult<SawingLog>> {
    return this.queries.execute(new ListStockLogsQuery(body));
  }
}
