import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ROUTES, type TenantAccount } from '@timber/contracts';
import { caller } from '@timber/nest-kit';
import { Route } from '../route';
import { GetTenantAccountQuery } from './queries/get-tenant-account/get-tenant-account.query';

/** §2 Customer account info, identity's part: §7 GET /sys/user/account. */
@Controller()
export class TenantAccountController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.tenantAccount)
  account(): Promise<TenantAccount> {
    return this.queries.execute(new GetTenantAccountQuery(caller().tenantId));
  }
}
