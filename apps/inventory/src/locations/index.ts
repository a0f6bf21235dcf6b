export { LocationsModule } from './locations.module';
export { ListLocationsQuery } from './queries/list-locations/list-locations.query';
