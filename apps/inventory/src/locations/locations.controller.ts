import { Controller } from '@nestjs/common';
import { locationCreateSchema, locationListQuerySchema, locationUpdateSchema } from '@timber/contracts';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateLocationCommand } from './commands/create-location/create-location.command';
import { DeleteLocationsCommand } from './commands/delete-locations/delete-locations.command';
import { UpdateLocationCommand } from './commands/update-location/update-location.command';
import { ListLocationsQuery } from './queries/list-locations/list-locations.query';

/** §7 Master data: /location pageData, save, update, del/{id}; plus bulk delete. */
@Controller('location')
export class LocationsController extends MasterDataRoutes({
  list: [locationListQuerySchema, (body) => new ListLocationsQuery(body)],
  create: [locationCreateSchema, (body) => new CreateLocationCommand(body)],
  update: [locationUpdateSchema, (body) => new UpdateLocationCommand(body)],
  remove: (ids) => new DeleteLocationsCommand(ids),
}) {}
