import { Module } from '@nestjs/common';
import { AdjustMonthlyInventoryHandler } from './commands/adjust-monthly-inventory/adjust-monthly-inventory.handler';
import { MonthlyInventoryController } from './monthly-inventory.controller';
import { MonthlyInventoryRepository } from './monthly-inventory.repository';
import { MonthlyInventoryHandler } from './queries/monthly-inventory/monthly-inventory.handler';

/** The monthly log inventory: figures read from the stock pieces' history, and the volumes counted. */
@Module({
  controllers: [MonthlyInventoryController],
  providers: [MonthlyInventoryRepository, MonthlyInventoryHandler, AdjustMonthlyInventoryHandler],
})
export class MonthlyInventoryModule {}
