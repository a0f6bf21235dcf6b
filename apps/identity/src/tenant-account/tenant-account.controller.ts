import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ROUTES, type TenantAccount } from '@timber/contracts';
import { type BodyOf, caller, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { SaveTenantAccountCommand } from './commands/save-tenant-account/save-tenant-account.command';
import { GetTenantAccountQuery } from './queries/get-tenant-account/get-tenant-account.query';

/** §2 Customer account info, identity's part: §7 GET /sys/user/account, (chosen) POST /sys/user/account/edit. */
@Controller()
export class TenantAccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.tenantAccount)
  account(): Promise<TenantAccount> {
    return this.queries.execute(new GetTenantAccountQuery(caller().tenantId));
  }

  @Route(ROUTES.tenantAccountSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.tenantAccountSave>): Promise<TenantAccount> {
    return this.commands.execute(new SaveTenantAccountCommand(body));
  }
}
