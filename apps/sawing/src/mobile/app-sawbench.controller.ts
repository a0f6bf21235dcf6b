import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type PageResult,
  ROUTES,
  SAWING_STATE,
  type SawingOrderRow,
  type SawingOrderSaved,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { SetH5PasswordCommand } from '../h5';
import { Route } from '../route';
import { BenchActions } from './bench-actions';
import { BenchFloor } from './bench-floor';

type Order = BodyOf<typeof ROUTES.appSawbenchDelete>;

/**
 * §7 /app/sawbench/*: the mobile app's bench calls, under its app token (the guard verifies it and
 * runs the request as its tenant); the bench is named by its machine number.
 */
@Controller()
export class AppSawbenchController {
  constructor(
    private readonly floor: BenchFloor,
    private readonly actions: BenchActions,
    private readonly commands: CommandBus,
  ) {}

  @Route(ROUTES.appSawbenchDoingList)
  async doing(
    @RouteBody() body: BodyOf<typeof ROUTES.appSawbenchDoingList>,
  ): Promise<PageResult<SawingOrderRow>> {
    return this.actions.list(await this.floor.appBench(body.machineNo), body, SAWING_STATE.OPEN);
  }

  @Route(ROUTES.appSawbenchOnfinishList)
  async onfinish(
    @RouteBody() body: BodyOf<typeof ROUTES.appSawbenchOnfinishList>,
  ): Promise<PageResult<SawingOrderRow>> {
    return this.actions.list(await this.floor.appBench(body.machineNo), body, SAWING_STATE.CLOSED);
  }

  @Route(ROUTES.appSawbenchDofinish)
  async dofinish(@RouteBody() body: BodyOf<typeof ROUTES.appSawbenchDofinish>): Promise<SawingOrderSaved> {
    const { machineNo, ...close } = body;
    return this.actions.close(await this.floor.appBench(machineNo), close);
  }

  @Route(ROUTES.appSawbenchMerge)
  async merge(@RouteBody() body: BodyOf<typeof ROUTES.appSawbenchMerge>): Promise<SawingOrderSaved> {
    return this.actions.merge(await this.floor.appBench(body.machineNo), body.orderids);
  }

  @Route(ROUTES.appSawbenchDelete)
  async delete(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.appBench(body.machineNo), 'delete', body.orderid);
  }

  @Route(ROUTES.appSawbenchSplit)
  async split(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.appBench(body.machineNo), 'split', body.orderid);
  }

  @Route(ROUTES.appSawbenchRestore)
  async restore(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.appBench(body.machineNo), 'restore', body.orderid);
  }

  @Route(ROUTES.appSawbenchSetupPwd)
  setupPwd(@RouteBody() body: BodyOf<typeof ROUTES.appSawbenchSetupPwd>): Promise<null> {
    return this.commands.execute(new SetH5PasswordCommand(body.pwd));
  }
}
