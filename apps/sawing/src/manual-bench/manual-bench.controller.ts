import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type ManualBenchRecord, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { DeleteManualBenchCommand } from './commands/delete-manual-bench/delete-manual-bench.command';
import { SaveManualBenchCommand } from './commands/save-manual-bench/save-manual-bench.command';
import { ListManualBenchQuery } from './queries/list-manual-bench/list-manual-bench.query';

/** §7 /oldBench/*: the manual bench tab. */
@Controller()
export class ManualBenchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.manualBenchList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.manualBenchList>): Promise<PageResult<ManualBenchRecord>> {
    return this.queries.execute(new ListManualBenchQuery(body));
  }

  @Route(ROUTES.manualBenchCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.manualBenchCreate>): Promise<ManualBenchRecord> {
    return this.commands.execute(new SaveManualBenchCommand(body));
  }

  @Route(ROUTES.manualBenchUpdate)
  update(@RouteBody() body: BodyOf<typeof ROUTES.manualBenchUpdate>): Promise<ManualBenchRecord> {
    return this.commands.execute(new SaveManualBenchCommand(body));
  }

  @Route(ROUTES.manualBenchDelete)
  delete(@RouteBody() body: BodyOf<typeof ROUTES.manualBenchDelete>): Promise<void> {
    return this.commands.execute(new DeleteManualBenchCommand(body.id));
  }
}
