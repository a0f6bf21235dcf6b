import { Query } from '@nestjs/cqrs';
import { type PageResult, type SawingLog } from '@timber/contracts';

/** (chosen) /cutting/stockLog/pageData: logs in stock no order has taken, oldest first. */
export class ListStockLogsQuery extends Query<PageResult<SawingLog>> {
  constructor(readonly query: { page: number; pageSize: number; woodKindId?: string | undefined }) {
    super();
  }
}
