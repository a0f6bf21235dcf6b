import { Controller } from '@nestjs/common';
import { ROUTES } from '@timber/contracts';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateWoodKindCommand } from './commands/create-wood-kind/create-wood-kind.command';
import { DeleteWoodKindsCommand } from './commands/delete-wood-kinds/delete-wood-kinds.command';
import { UpdateWoodKindCommand } from './commands/update-wood-kind/update-wood-kind.command';
import { ListWoodKindsQuery } from './queries/list-wood-kinds/list-wood-kinds.query';

/** §7 Master data: /wk pageData, save, update, del/{id}; plus delete of a selection. */
@Controller()
export class WoodKindsController extends MasterDataRoutes({
  list: [ROUTES.woodKindList, (body) => new ListWoodKindsQuery(body)],
  create: [ROUTES.woodKindCreate, (body) => new CreateWoodKindCommand(body)],
  update: [ROUTES.woodKindUpdate, (body) => new UpdateWoodKindCommand(body)],
  remove: [ROUTES.woodKindDelete, ROUTES.woodKindDeleteSelected, (ids) => new DeleteWoodKindsCommand(ids)],
}) {}
