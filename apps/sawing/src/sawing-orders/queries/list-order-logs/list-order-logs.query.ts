import { Query } from '@nestjs/cqrs';
import { type PageResult, type SawingLog } from '@timber/contracts';

/** §7 /cutting/record/pagelog/{machineNum}: the logs an order sawed (with its merged orders'), 10 a page. */
export class ListOrderLogsQuery extends Query<PageResult<SawingLog>> {
  constructor(
    readonly machineNum: string,
    readonly query: { id: string; page: number; pageSize: number },
  ) {
    super();
  }
}
