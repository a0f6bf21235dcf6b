import { Controller } from '@nestjs/common';
import { ROUTES } from '@timber/contracts';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateLocationCommand } from './commands/create-location/create-location.command';
import { DeleteLocationsCommand } from './commands/delete-locations/delete-locations.command';
import { UpdateLocationCommand } from './commands/update-location/update-location.command';
import { ListLocationsQuery } from './queries/list-locations/list-locations.query';

/** §7 Master data: /location pageData, save, update, del/{id}; plus bulk delete. */
@Controller()
export class LocationsController extends MasterDataRoutes({
  list: [ROUTES.locationList, (body) => new ListLocationsQuery(body)],
  create: [ROUTES.locationCreate, (body) => new CreateLocationCommand(body)],
  update: [ROUTES.locationUpdate, (body) => new UpdateLocationCommand(body)],
  remove: [ROUTES.locationDelete, ROUTES.locationDeleteSelected, (ids) => new DeleteLocationsCommand(ids)],
}) {}
