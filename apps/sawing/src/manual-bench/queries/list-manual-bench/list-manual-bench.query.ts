import { Query } from '@nestjs/cqrs';
import { type ManualBenchRecord, type PageResult } from '@timber/contracts';

/** §7 /oldBench/listData: a day's manual bench records. */
export class ListManualBenchQuery extends Query<PageResult<ManualBenchRecord>> {
  constructor(readonly query: { cuttingDate?: string | undefined; page: number; pageSize: number }) {
    super();
  }
}
