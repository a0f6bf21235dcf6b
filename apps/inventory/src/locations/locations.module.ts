import { Module } from '@nestjs/common';
import { CreateLocationHandler } from './commands/create-location/create-location.handler';
import { DeleteLocationsHandler } from './commands/delete-locations/delete-locations.handler';
import { UpdateLocationHandler } from './commands/update-location/update-location.handler';
import { LocationRepository } from './location.repository';
import { LocationsController } from './locations.controller';
import { ListLocationsHandler } from './queries/list-locations/list-locations.handler';

/** §7 Master data: warehouse locations. */
@Module({
  controllers: [LocationsController],
  providers: [
    LocationRepository,
    CreateLocationHandler,
    DeleteLocationsHandler,
    UpdateLocationHandler,
    ListLocationsHandler,
  ],
})
export class LocationsModule {}
