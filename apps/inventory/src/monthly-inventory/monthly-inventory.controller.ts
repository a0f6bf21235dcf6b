import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type MonthlyInventory, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { AdjustMonthlyInventoryCommand } from './commands/adjust-monthly-inventory/adjust-monthly-inventory.command';
import { MonthlyInventoryQuery } from './queries/monthly-inventory/monthly-inventory.query';

/** The monthly log inventory (§7 /simple/inv/list, /simple/inv/adjust). */
@Controller()
export class MonthlyInventoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.monthlyInventoryList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.monthlyInventoryList>): Promise<MonthlyInventory> {
    return this.queries.execute(new MonthlyInventoryQuery(body.month));
  }

  @Route(ROUTES.monthlyInventoryAdjust)
  adjust(@RouteBody() body: BodyOf<typeof ROUTES.monthlyInventoryAdjust>): Promise<void> {
    return this.commands.execute(new AdjustMonthlyInventoryCommand(body));
  }
}
