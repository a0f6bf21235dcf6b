import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type BankAccount,
  type DepositRow,
  type PageResult,
  type PaymentSettled,
  type RechargeCreated,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, rawBodyOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Request, type Response } from 'express';
import { Route } from '../route';
import { CreateRechargeCommand } from './commands/create-recharge/create-recharge.command';
import { ReceiveNotificationCommand } from './commands/receive-notification/receive-notification.command';
import { ReportFeedbackCommand } from './commands/report-feedback/report-feedback.command';
import { BankAccountsQuery } from './queries/bank-accounts/bank-accounts.query';
import { ListDepositsQuery } from './queries/list-deposits/list-deposits.query';
import { PayPageQuery } from './queries/pay-page/pay-page.query';
import { PaymentStatusQuery } from './queries/payment-status/payment-status.query';

/** §7 Ledger and money: recharge, its feedback and history, the bank details, the sandbox's page and the providers' notifications. */
@Controller()
export class RechargeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.rechargeCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.rechargeCreate>): Promise<RechargeCreated> {
    return this.commands.execute(new CreateRechargeCommand(body));
  }

  @Route(ROUTES.rechargeFeedback)
  feedback(
    @RouteParams() params: ParamsOf<typeof ROUTES.rechargeFeedback>,
    @RouteBody() body: BodyOf<typeof ROUTES.rechargeFeedback>,
  ): Promise<PaymentSettled> {
    return this.commands.execute(new ReportFeedbackCommand(params.id, body.feedback));
  }

  @Route(ROUTES.rechargeStatus)
  status(@RouteParams() params: ParamsOf<typeof ROUTES.rechargeStatus>): Promise<PaymentSettled> {
    return this.queries.execute(new PaymentStatusQuery(params.id));
  }

  @Route(ROUTES.depositList)
  deposits(@RouteBody() body: BodyOf<typeof ROUTES.depositList>): Promise<PageResult<DepositRow>> {
    return this.queries.execute(new ListDepositsQuery(body));
  }

  @Route(ROUTES.bankAccountList)
  bankAccounts(@RouteBody() _query: BodyOf<typeof ROUTES.bankAccountList>): Promise<BankAccount[]> {
    return this.queries.execute(new BankAccountsQuery());
  }

  @Route(ROUTES.rechargeSandboxPage)
  async payPage(
    @RouteParams() params: ParamsOf<typeof ROUTES.rechargeSandboxPage>,
    @Res() res: Response,
  ): Promise<void> {
    const html = await this.queries.execute(new PayPageQuery(params.id));
    res.status(200).type('html').setHeader('cache-control', 'no-store').send(html);
  }

  /** A provider's notification: its bytes as sent (the signature covers them), answered as the provider expects. */
  @Route(ROUTES.rechargeNotify)
  async notify(
    @RouteParams() params: ParamsOf<typeof ROUTES.rechargeNotify>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const body = (await rawBodyOf(req)).toString('utf8');
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    const answer = await this.commands.execute(
      new ReceiveNotificationCommand(params.provider, headers, body),
    );
    res
      .status(answer.status)
      .setHeader('content-type', answer.contentType)
      .setHeader('cache-control', 'no-store');
    res.send(answer.body);
  }
}
