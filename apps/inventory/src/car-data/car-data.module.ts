import { Module } from '@nestjs/common';
import { CarSheetsSource } from '../diameter-detail';
import { CarDataController } from './car-data.controller';
import { CarDataRepository } from './car-data.repository';
import { ListCarDataHandler } from './queries/list-car-data/list-car-data.handler';

/**
 * §2 truck and container data: the confirmed sheets grouped by transport number. It provides the
 * diameter detail's CarSheetsSource (which sheets a truck's table may add up).
 */
@Module({
  controllers: [CarDataController],
  providers: [
    CarDataRepository,
    ListCarDataHandler,
    { provide: CarSheetsSource, useExisting: CarDataRepository },
  ],
  exports: [CarSheetsSource],
})
export class CarDataModule {}
