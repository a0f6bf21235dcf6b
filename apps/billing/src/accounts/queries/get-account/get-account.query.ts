import { Query } from '@nestjs/cqrs';
import { type AccountInfo } from '@timber/contracts';

/** (chosen) /bill/account/get: a tenant's balance, credit limit, overdue flag and fees. */
export class GetAccountQuery extends Query<AccountInfo> {
  constructor(readonly tenantId?: string) {
    super();
  }
}
