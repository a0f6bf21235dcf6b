import { Module } from '@nestjs/common';
import { CreateDiameterRangeHandler } from './commands/create-diameter-range/create-diameter-range.handler';
import { DeleteAllDiameterRangesHandler } from './commands/delete-all-diameter-ranges/delete-all-diameter-ranges.handler';
import { DeleteDiameterRangesHandler } from './commands/delete-diameter-ranges/delete-diameter-ranges.handler';
import { UpdateDiameterRangeHandler } from './commands/update-diameter-range/update-diameter-range.handler';
import { DiameterRangeRepository } from './diameter-range.repository';
import { DiameterRangesController } from './diameter-ranges.controller';
import { ListDiameterRangesHandler } from './queries/list-diameter-ranges/list-diameter-ranges.handler';

/** §7 Master data: diameter ranges. */
@Module({
  controllers: [DiameterRangesController],
  providers: [
    DiameterRangeRepository,
    CreateDiameterRangeHandler,
    DeleteAllDiameterRangesHandler,
    DeleteDiameterRangesHandler,
    UpdateDiameterRangeHandler,
    ListDiameterRangesHandler,
  ],
})
export class DiameterRangesModule {}
