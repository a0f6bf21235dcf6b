import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CountAdjustment,
  type CountDetailPage,
  type CountPlan,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Response } from 'express';
import { Route } from '../route';
import { AddCountLineCommand } from './commands/add-count-line/add-count-line.command';
import { ClearCountsCommand } from './commands/clear-counts/clear-counts.command';
import { CountLineCommand } from './commands/count-line/count-line.command';
import { CreateCountPlanCommand } from './commands/create-count-plan/create-count-plan.command';
import { DeleteCountPlanCommand } from './commands/delete-count-plan/delete-count-plan.command';
import { FinishCountPlanCommand } from './commands/finish-count-plan/finish-count-plan.command';
import { CountDetailQueryMessage } from './queries/count-detail/count-detail.query';
import { ExportCountDetailQuery } from './queries/export-count-detail/export-count-detail.query';
import { ListCountAdjustmentsQuery } from './queries/list-count-adjustments/list-count-adjustments.query';
import { ListCountPlansQuery } from './queries/list-count-plans/list-count-plans.query';

/** §2 Stock count (§7 /inv/check/*): plans, their count detail, finishing and clearing. */
@Controller()
export class StockCountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.countPlanList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.countPlanList>): Promise<PageResult<CountPlan>> {
    return this.queries.execute(new ListCountPlansQuery(body));
  }

  @Route(ROUTES.countPlanCreate)
  create(
    @RouteBody() body: BodyOf<typeof ROUTES.countPlanCreate>,
  ): Promise<{ id: string; checkListNo: string }> {
    return this.commands.execute(new CreateCountPlanCommand(body));
  }

  @Route(ROUTES.countPlanDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.countPlanDelete>): Promise<void> {
    return this.commands.execute(new DeleteCountPlanCommand(params.checkListNo));
  }

  @Route(ROUTES.countLineList)
  detail(@RouteBody() body: BodyOf<typeof ROUTES.countLineList>): Promise<CountDetailPage> {
    return this.queries.execute(new CountDetailQueryMessage(body));
  }

  @Route(ROUTES.countPlanFinish)
  finish(@RouteParams() params: ParamsOf<typeof ROUTES.countPlanFinish>): Promise<{ adjustments: number }> {
    return this.commands.execute(new FinishCountPlanCommand(params.id));
  }

  @Route(ROUTES.countLineClear)
  clearLine(@RouteParams() params: ParamsOf<typeof ROUTES.countLineClear>): Promise<void> {
    return this.commands.execute(new CountLineCommand(params.diaId, null));
  }

  @Route(ROUTES.countClearAll)
  clearAll(@RouteBody() _body: BodyOf<typeof ROUTES.countClearAll>): Promise<{ cleared: number }> {
    return this.commands.execute(new ClearCountsCommand());
  }

  @Route(ROUTES.countDetailExport)
  download(@RouteBody() body: BodyOf<typeof ROUTES.countDetailExport>, @Res() res: Response): Promise<void> {
    return this.queries.execute(new ExportCountDetailQuery(body, res));
  }

  @Route(ROUTES.countLineCount)
  count(@RouteBody() body: BodyOf<typeof ROUTES.countLineCount>): Promise<void> {
    return this.commands.execute(new CountLineCommand(body.diaId, body.checkQty));
  }

  @Route(ROUTES.countLineAdd)
  add(@RouteBody() body: BodyOf<typeof ROUTES.countLineAdd>): Promise<{ diaId: string }> {
    return this.commands.execute(new AddCountLineCommand(body));
  }

  @Route(ROUTES.countAdjustmentList)
  adjustments(
    @RouteBody() body: BodyOf<typeof ROUTES.countAdjustmentList>,
  ): Promise<{ records: CountAdjustment[] }> {
    return this.queries.execute(new ListCountAdjustmentsQuery(body.id));
  }
}
