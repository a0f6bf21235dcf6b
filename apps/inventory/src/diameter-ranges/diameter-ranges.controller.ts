import { Controller } from '@nestjs/common';
import { type DeletedCount, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateDiameterRangeCommand } from './commands/create-diameter-range/create-diameter-range.command';
import { DeleteAllDiameterRangesCommand } from './commands/delete-all-diameter-ranges/delete-all-diameter-ranges.command';
import { DeleteDiameterRangesCommand } from './commands/delete-diameter-ranges/delete-diameter-ranges.command';
import { UpdateDiameterRangeCommand } from './commands/update-diameter-range/update-diameter-range.command';
import { ListDiameterRangesQuery } from './queries/list-diameter-ranges/list-diameter-ranges.query';

/** §7 Master data: /wdc pageData, save, update, del/{id}; plus delete of a selection and delete-all. */
@Controller()
export class DiameterRangesController extends MasterDataRoutes({
  list: [ROUTES.diameterRangeList, (body) => new ListDiameterRangesQuery(body)],
  create: [ROUTES.diameterRangeCreate, (body) => new CreateDiameterRangeCommand(body)],
  update: [ROUTES.diameterRangeUpdate, (body) => new UpdateDiameterRangeCommand(body)],
  remove: [
    ROUTES.diameterRangeDelete,
    ROUTES.diameterRangeDeleteSelected,
    (ids) => new DeleteDiameterRangesCommand(ids),
  ],
}) {
  @Route(ROUTES.diameterRangeDeleteAll)
  deleteAll(@RouteBody() _body: BodyOf<typeof ROUTES.diameterRangeDeleteAll>): Promise<DeletedCount> {
    return this.commands.execute(new DeleteAllDiameterRangesCommand());
  }
}
