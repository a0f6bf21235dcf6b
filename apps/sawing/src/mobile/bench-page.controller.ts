import { Controller } from '@nestjs/common';
import {
  type PageResult,
  ROUTES,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawingSpec,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { BenchActions } from './bench-actions';
import { BenchFloor } from './bench-floor';

type Order = BodyOf<typeof ROUTES.sawBenchDelete>;

/**
 * The mobile bench page (/sawList, /sawDetail; §2 Access: no login): one bench's orders, opened by
 * the bench's signed link, which every call sends again (BenchFloor.openLink).
 */
@Controller()
export class BenchPageController {
  constructor(
    private readonly floor: BenchFloor,
    private readonly actions: BenchActions,
  ) {}

  @Route(ROUTES.sawBenchList)
  async list(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchList>): Promise<PageResult<SawingOrderRow>> {
    return this.actions.list(await this.floor.openLink(body), body);
  }

  @Route(ROUTES.sawBenchSpecList)
  async specs(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchSpecList>): Promise<SawingSpec[]> {
    return this.actions.specs(await this.floor.openLink(body), body.id);
  }

  @Route(ROUTES.sawBenchClose)
  async close(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchClose>): Promise<SawingOrderSaved> {
    const { cusNo: _cusNo, machineNo: _machineNo, sign: _sign, ...close } = body;
    return this.actions.close(await this.floor.openLink(body), close);
  }

  @Route(ROUTES.sawBenchEdit)
  async edit(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchEdit>): Promise<SawingOrderSaved> {
    return this.actions.edit(await this.floor.openLink(body), body.id, body.specsArr);
  }

  @Route(ROUTES.sawBenchEditing)
  async editing(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchEditing>): Promise<null> {
    return this.actions.markEditing(await this.floor.openLink(body), body.id, body.editing);
  }

  @Route(ROUTES.sawBenchManage)
  async manage(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchManage>): Promise<null> {
    return this.actions.manage(await this.floor.openLink(body));
  }

  @Route(ROUTES.sawBenchMerge)
  async merge(@RouteBody() body: BodyOf<typeof ROUTES.sawBenchMerge>): Promise<SawingOrderSaved> {
    return this.actions.merge(await this.floor.openLink(body), body.orderids);
  }

  @Route(ROUTES.sawBenchDelete)
  async delete(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.openLink(body), 'delete', body.orderid);
  }

  @Route(ROUTES.sawBenchRestore)
  async restore(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.openLink(body), 'restore', body.orderid);
  }

  @Route(ROUTES.sawBenchCancelClose)
  async cancelClose(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.openLink(body), 'cancelClose', body.orderid);
  }

  @Route(ROUTES.sawBenchSplit)
  async split(@RouteBody() body: Order): Promise<SawingOrderSaved> {
    return this.actions.act(await this.floor.openLink(body), 'split', body.orderid);
  }
}
