import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type InvoiceableOrder,
  type InvoiceRow,
  type LedgerMonthRow,
  type LedgerPage,
  type LedgerStatistics,
  type OperatorInvoiceRow,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Response } from 'express';
import { ApplyInvoiceCommand } from '../invoices/commands/apply-invoice/apply-invoice.command';
import { IssueInvoiceCommand } from '../invoices/commands/issue-invoice/issue-invoice.command';
import { RejectInvoiceCommand } from '../invoices/commands/reject-invoice/reject-invoice.command';
import { ListInvoicesQuery } from '../invoices/queries/list-invoices/list-invoices.query';
import { ListRequestedInvoicesQuery } from '../invoices/queries/list-requested-invoices/list-requested-invoices.query';
import { Route } from '../route';
import { ExportLedgerQuery } from './queries/export-ledger/export-ledger.query';
import { GetLedgerStatisticsQuery } from './queries/ledger-statistics/ledger-statistics.query';
import { ListLedgerMonthsQuery } from './queries/list-ledger-months/list-ledger-months.query';
import { ListLedgerQuery } from './queries/list-ledger/list-ledger.query';
import { ListUninvoicedQuery } from './queries/list-uninvoiced/list-uninvoiced.query';

/**
 * §7 Ledger and money: the ledger report (detail, months, chart, workbook), invoice requests, and
 * the platform operator's decisions on them (issue, reject).
 */
@Controller()
export class LedgerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

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

  @Route(ROUTES.invoiceApply)
  apply(@RouteBody() body: BodyOf<typeof ROUTES.invoiceApply>): Promise<InvoiceRow> {
    return this.commands.execute(new ApplyInvoiceCommand(body));
  }

  @Route(ROUTES.invoiceList)
  invoices(@RouteBody() body: BodyOf<typeof ROUTES.invoiceList>): Promise<PageResult<InvoiceRow>> {
    return this.queries.execute(new ListInvoicesQuery(body));
  }

  @Route(ROUTES.invoiceRequestList)
  requested(
    @RouteBody() body: BodyOf<typeof ROUTES.invoiceRequestList>,
  ): Promise<PageResult<OperatorInvoiceRow>> {
    return this.queries.execute(new ListRequestedInvoicesQuery(body));
  }

  @Route(ROUTES.invoiceIssue)
  issue(
    @RouteParams() params: ParamsOf<typeof ROUTES.invoiceIssue>,
    @RouteBody() body: BodyOf<typeof ROUTES.invoiceIssue>,
  ): Promise<OperatorInvoiceRow> {
    return this.commands.execute(new IssueInvoiceCommand(params.id, body));
  }

  @Route(ROUTES.invoiceReject)
  reject(
    @RouteParams() params: ParamsOf<typeof ROUTES.invoiceReject>,
    @RouteBody() body: BodyOf<typeof ROUTES.invoiceReject>,
  ): Promise<OperatorInvoiceRow> {
    return this.commands.execute(new RejectInvoiceCommand(params.id, body));
  }
}
