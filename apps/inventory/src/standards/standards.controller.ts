import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CustomStandard, type MeasureLogResponse, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { CreateCustomStandardCommand } from './commands/create-custom-standard/create-custom-standard.command';
import { DeleteCustomStandardCommand } from './commands/delete-custom-standard/delete-custom-standard.command';
import { UpdateCustomStandardCommand } from './commands/update-custom-standard/update-custom-standard.command';
import { ListCustomStandardsQuery } from './queries/list-custom-standards/list-custom-standards.query';
import { MeasureLogQuery } from './queries/measure-log/measure-log.query';

/** A tenant's own measurement standards, and one log measured under any standard. */
@Controller()
export class StandardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.customStandardList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.customStandardList>): Promise<PageResult<CustomStandard>> {
    return this.queries.execute(new ListCustomStandardsQuery(body.page, body.pageSize));
  }

  @Route(ROUTES.customStandardCreate)
  create(
    @RouteBody() body: BodyOf<typeof ROUTES.customStandardCreate>,
  ): Promise<{ id: string; code: string }> {
    return this.commands.execute(new CreateCustomStandardCommand(body.definition));
  }

  @Route(ROUTES.customStandardUpdate)
  update(@RouteBody() body: BodyOf<typeof ROUTES.customStandardUpdate>): Promise<void> {
    return this.commands.execute(new UpdateCustomStandardCommand(body.id, body.definition));
  }

  @Route(ROUTES.customStandardDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.customStandardDelete>): Promise<void> {
    return this.commands.execute(new DeleteCustomStandardCommand(params.id));
  }

  @Route(ROUTES.measureLog)
  measure(@RouteBody() body: BodyOf<typeof ROUTES.measureLog>): Promise<MeasureLogResponse> {
    return this.queries.execute(new MeasureLogQuery(body));
  }
}
