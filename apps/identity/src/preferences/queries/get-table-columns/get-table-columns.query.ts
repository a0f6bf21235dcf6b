import { Query } from '@nestjs/cqrs';
import { type TableColumns } from '@timber/contracts';

/** (chosen) GET /sys/user/columns: the columns the caller hides, list by list. */
export class GetTableColumnsQuery extends Query<TableColumns> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}
