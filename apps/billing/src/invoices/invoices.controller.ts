import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type InvoiceRow, type OperatorInvoiceRow, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { ApplyInvoiceCommand } from './commands/apply-invoice/apply-invoice.command';
import { IssueInvoiceCommand } from './commands/issue-invoice/issue-invoice.command';
import { RejectInvoiceCommand } from './commands/reject-invoice/reject-invoice.command';
import { ListInvoicesQuery } from './queries/list-invoices/list-invoices.query';
import { ListRequestedInvoicesQuery } from './queries/list-requested-invoices/list-requested-invoices.query';

/** §7 Ledger and money: the tenant's invoice requests, and the platform operator's decisions on them (issue, reject). */
@Controller()
export class InvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

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
