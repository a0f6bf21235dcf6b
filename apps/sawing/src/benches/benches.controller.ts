import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type Bench, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { DeleteBenchCommand } from './commands/delete-bench/delete-bench.command';
import { SaveBenchCommand } from './commands/save-bench/save-bench.command';
import { ListBenchesQuery } from './queries/list-benches/list-benches.query';

/** §7 /cutting/machine/*: the saw machines (benches). */
@Controller()
export class BenchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.benchList)
  list(@RouteBody() _query: BodyOf<typeof ROUTES.benchList>): Promise<Bench[]> {
    return this.queries.execute(new ListBenchesQuery());
  }

  @Route(ROUTES.benchSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.benchSave>): Promise<Bench> {
    return this.commands.execute(new SaveBenchCommand(body));
  }

  @Route(ROUTES.benchDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.benchDelete>): Promise<void> {
    return this.commands.execute(new DeleteBenchCommand(params.id));
  }
}
