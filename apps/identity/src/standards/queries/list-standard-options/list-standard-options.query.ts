import { Query } from '@nestjs/cqrs';
import { type StandardOption } from '@timber/contracts';

/** §7 POST /cmw/standard: the measurement standards offered to the tenant's users. */
export class ListStandardOptionsQuery extends Query<StandardOption[]> {
  constructor(readonly tenantId: string) {
    super();
  }
}
