import { Module } from '@nestjs/common';
import { EXPORT_MAX_ROWS } from '@timber/contracts';
import { EXPORT_LIMIT } from '@timber/exports';
import { LedgerReadRepository } from './ledger-read.repository';
import { LedgerController } from './ledger.controller';
import { LedgerRepository } from './ledger.repository';
import { ExportLedgerHandler } from './queries/export-ledger/export-ledger.handler';
import { LedgerStatisticsHandler } from './queries/ledger-statistics/ledger-statistics.handler';
import { ListLedgerMonthsHandler } from './queries/list-ledger-months/list-ledger-months.handler';
import { ListLedgerHandler } from './queries/list-ledger/list-ledger.handler';
import { ListUninvoicedHandler } from './queries/list-uninvoiced/list-uninvoiced.handler';

/** §7 Ledger and money: the double-entry movements in integer cents, and the ledger report. */
@Module({
  controllers: [LedgerController],
  providers: [
    { provide: EXPORT_LIMIT, useValue: EXPORT_MAX_ROWS },
    LedgerRepository,
    LedgerReadRepository,
    ListLedgerHandler,
    ListLedgerMonthsHandler,
    LedgerStatisticsHandler,
    ListUninvoicedHandler,
    ExportLedgerHandler,
  ],
  exports: [LedgerRepository, LedgerReadRepository],
})
export class LedgerModule {}
