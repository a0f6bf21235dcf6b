import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type InvoiceableOrder,
  type LedgerMonthRow,
  type LedgerPage,
  type LedgerStatistics,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { type Response } from 'express';
import { Route } from '../route';
import { ExportLedgerQuery } from './queries/export-ledger/export-ledger.query';
import { GetLedgerStatisticsQuery } from './queries/ledger-statistics/ledger-statistics.query';
import { ListLedgerMonthsQuery } from './queries/list-ledger-months/list-ledger-months.query';
import { ListLedgerQuery } from './queries/list-ledger/list-ledger.query';
import { ListUninvoicedQuery } from './queries/list-uninvoiced/list-uninvoiced.query';

/** §7 Ledger and money: the ledger report (detail, months, chart, workbook). */
@Controller()
export class LedgerController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.ledgerList)
  page(@RouteBody() body: BodyOf<typeof ROUTES.ledgerList>): Promise<LedgerPage> {
    return this.queries.execute(new ListLedgerQuery(body));
  }

  @Route(ROUTES.ledgerMonthList)
  months(@RouteBody() body: BodyOf<typeof ROUTES.ledgerMonthList>): Promise<PageResult<LedgerMonthRow>> {
    return this.queries.execute(new ListLedgerMonthsQuery(body));
  }

  @Route(ROUTES.ledgerStatisticsSummary)
  statistics(@RouteBody() body: BodyOf<typeof ROUTES.ledgerStatisticsSummary>): Promise<LedgerStatistics> {
    return this.queries.execute(new GetLedgerStatisticsQuery(body));
  }

  @Route(ROUTES.ledgerUninvoicedList)
  uninvoiced(
    @RouteBody() body: BodyOf<typeof ROUTES.ledgerUninvoicedList>,
  ): Promise<PageResult<InvoiceableOrder>> {
    return this.queries.execute(new ListUninvoicedQuery(body));
  }

  @Route(ROUTES.ledgerExport)
  download(@RouteBody() body: BodyOf<typeof ROUTES.ledgerExport>, @Res() res: Response): Promise<void> {
    return this.queries.execute(new ExportLedgerQuery(body, res));
  }
}
