import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type PageResult, ROUTES, type StockAgeAlarm, type StockAgeRule } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { CreateStockAgeRuleCommand } from './commands/create-stock-age-rule/create-stock-age-rule.command';
import { DeleteStockAgeRuleCommand } from './commands/delete-stock-age-rule/delete-stock-age-rule.command';
import { ListStockAgeAlarmsQuery } from './queries/list-stock-age-alarms/list-stock-age-alarms.query';
import { ListStockAgeRulesQuery } from './queries/list-stock-age-rules/list-stock-age-rules.query';

/** §2 Dashboard stock-age warning: §7 /invalarm/page, save, delete/{id}; the panel's stock rows. */
@Controller()
export class StockAgeAlarmsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.stockAgeRuleList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.stockAgeRuleList>): Promise<PageResult<StockAgeRule>> {
    return this.queries.execute(new ListStockAgeRulesQuery(body));
  }

  @Route(ROUTES.stockAgeRuleCreate)
  create(
    @RouteBody() body: BodyOf<typeof ROUTES.stockAgeRuleCreate>,
  ): Promise<{ id: string; firing: number }> {
    return this.commands.execute(new CreateStockAgeRuleCommand(body));
  }

  @Route(ROUTES.stockAgeRuleDelete)
  remove(@RouteParams() params: ParamsOf<typeof ROUTES.stockAgeRuleDelete>): Promise<void> {
    return this.commands.execute(new DeleteStockAgeRuleCommand(params.id));
  }

  @Route(ROUTES.stockAgeAlarmList)
  alarms(@RouteBody() body: BodyOf<typeof ROUTES.stockAgeAlarmList>): Promise<PageResult<StockAgeAlarm>> {
    return this.queries.execute(new ListStockAgeAlarmsQuery(body));
  }
}
