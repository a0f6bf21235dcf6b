import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers';
import { ConfirmedSheetsController } from './confirmed-sheets.controller';
import { SheetConfirmedConsumer } from './events/sheet-confirmed.consumer';
import { ListUnsettledHandler } from './queries/list-unsettled/list-unsettled.handler';
import { SheetCopyRepository } from './sheet-copy.repository';

/** Orders' copy of inventory's confirmed sheets (from its events), and the sheets not yet settled. */
@Module({
  imports: [CustomersModule],
  controllers: [ConfirmedSheetsController, SheetConfirmedConsumer],
  providers: [SheetCopyRepository, ListUnsettledHandler],
  exports: [SheetCopyRepository],
})
export class ConfirmedSheetsModule {}
