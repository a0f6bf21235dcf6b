import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AccountInfo, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { SaveAccountCommand } from './commands/save-account/save-account.command';
import { GetAccountQuery } from './queries/get-account/get-account.query';

/** §2 Customer account info: billing's part (balance, credit limit, fee items). */
@Controller()
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.billingAccountSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.billingAccountSave>): Promise<AccountInfo> {
    return this.commands.execute(new SaveAccountCommand(body));
  }

  @Route(ROUTES.billingAccountSummary)
  get(@RouteBody() body: BodyOf<typeof ROUTES.billingAccountSummary>): Promise<AccountInfo> {
    return this.queries.execute(new GetAccountQuery(body.tenantId));
  }
}
