import { Query } from '@nestjs/cqrs';
import { type TenantAccount } from '@timber/contracts';

/** §7 GET /sys/user/account: the caller's tenant as the account centre shows it. */
export class GetTenantAccountQuery extends Query<TenantAccount> {
  constructor(readonly tenantId: string) {
    super();
  }
}
