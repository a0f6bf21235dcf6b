import { Controller } from '@nestjs/common';
import { ROUTES, type WoodSpecHot } from '@timber/contracts';
import { type ParamsOf, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateWoodSpecCommand } from './commands/create-wood-spec/create-wood-spec.command';
import { DeleteWoodSpecsCommand } from './commands/delete-wood-specs/delete-wood-specs.command';
import { ToggleWoodSpecHotCommand } from './commands/toggle-wood-spec-hot/toggle-wood-spec-hot.command';
import { UpdateWoodSpecCommand } from './commands/update-wood-spec/update-wood-spec.command';
import { ListWoodSpecsQuery } from './queries/list-wood-specs/list-wood-specs.query';

/** §7 Master data: /specs pageData, save, update, del/{id}, toggle/{id}; plus delete of a selection. */
@Controller()
export class WoodSpecsController extends MasterDataRoutes({
  list: [ROUTES.woodSpecList, (body) => new ListWoodSpecsQuery(body)],
  create: [ROUTES.woodSpecCreate, (body) => new CreateWoodSpecCommand(body)],
  update: [ROUTES.woodSpecUpdate, (body) => new UpdateWoodSpecCommand(body)],
  remove: [ROUTES.woodSpecDelete, ROUTES.woodSpecDeleteSelected, (ids) => new DeleteWoodSpecsCommand(ids)],
}) {
  @Route(ROUTES.woodSpecToggleHot)
  toggleHot(@RouteParams() params: ParamsOf<typeof ROUTES.woodSpecToggleHot>): Promise<WoodSpecHot> {
    return this.commands.execute(new ToggleWoodSpecHotCommand(params.id));
  }
}
