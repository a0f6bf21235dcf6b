import { type DynamicModule, Module } from '@nestjs/common';
import { EXPORT_MAX_ROWS } from '@timber/contracts';
import { EXPORT_LIMIT } from '@timber/exports';
import { dataServiceImports } from '@timber/nest-kit';
import { AccountRepository } from './accounts/account.repository';
import { AccountsController } from './accounts/accounts.controller';
import { SaveAccountHandler } from './accounts/commands/save-account/save-account.handler';
import { OperatorAccess } from './accounts/operator-access';
import { GetAccountHandler } from './accounts/queries/get-account/get-account.handler';
import { BILLING_CONFIG, type BillingConfig } from './config';
import { ApplyInvoiceHandler } from './invoices/commands/apply-invoice/apply-invoice.handler';
import { IssueInvoiceHandler } from './invoices/commands/issue-invoice/issue-invoice.handler';
import { RejectInvoiceHandler } from './invoices/commands/reject-invoice/reject-invoice.handler';
import { InvoiceRepository } from './invoices/invoice.repository';
import { ListInvoicesHandler } from './invoices/queries/list-invoices/list-invoices.handler';
import { ListRequestedInvoicesHandler } from './invoices/queries/list-requested-invoices/list-requested-invoices.handler';
import { AccountLedger } from './ledger/account-ledger';
import { LedgerReadRepository } from './ledger/ledger-read.repository';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerRepository } from './ledger/ledger.repository';
import { ExportLedgerHandler } from './ledger/queries/export-ledger/export-ledger.handler';
import { LedgerStatisticsHandler } from './ledger/queries/ledger-statistics/ledger-statistics.handler';
import { ListLedgerMonthsHandler } from './ledger/queries/list-ledger-months/list-ledger-months.handler';
import { ListLedgerHandler } from './ledger/queries/list-ledger/list-ledger.handler';
import { ListUninvoicedHandler } from './ledger/queries/list-uninvoiced/list-uninvoiced.handler';
import { ChargeMonthlyFeesHandler } from './monthly-fee/commands/charge-monthly-fees/charge-monthly-fees.handler';
import { MonthlyFeeScheduler } from './monthly-fee/monthly-fee.scheduler';
import { CreateRechargeHandler } from './recharge/commands/create-recharge/create-recharge.handler';
import { ReceiveNotificationHandler } from './recharge/commands/receive-notification/receive-notification.handler';
import { ReconcilePaymentHandler } from './recharge/commands/reconcile-payment/reconcile-payment.handler';
import { ReportFeedbackHandler } from './recharge/commands/report-feedback/report-feedback.handler';
import { NotificationRepository } from './recharge/notification.repository';
import { PaymentReconciliationScheduler } from './recharge/payment-reconciliation.scheduler';
import { PaymentSettlement } from './recharge/payment-settlement';
import { PaymentRepository } from './recharge/payment.repository';
import { PaymentProviders, paymentProvidersOf } from './recharge/providers/payment-providers';
import { BankAccountsHandler } from './recharge/queries/bank-accounts/bank-accounts.handler';
import { ListDepositsHandler } from './recharge/queries/list-deposits/list-deposits.handler';
import { PayPageHandler } from './recharge/queries/pay-page/pay-page.handler';
import { PaymentStatusHandler } from './recharge/queries/payment-status/payment-status.handler';
import { RechargeController } from './recharge/recharge.controller';
import { UsageConsumer } from './usage/events/usage.consumer';

/**
 * Billing: the money of each tenant (spec §1 ledger, §2 Ledger and money, Customer account info).
 * A double-entry ledger in integer cents; the tenant's fee items (set by the operator) turn
 * inventory's confirmed sheets and the counted images into consumption orders, each once; the
 * arrears follow the balance and are published (billing.account.arrears-changed) for identity's copy.
 */
@Module({})
export class BillingModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: dataServiceImports('billing', config),
      controllers: [
        AccountsController,
        RechargeController,
        LedgerController,
        // events: confirmed sheets from inventory, counted images from the recognition worker
        UsageConsumer,
      ],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        AccountRepository,
        LedgerRepository,
        AccountLedger,
        OperatorAccess,
        SaveAccountHandler,
        GetAccountHandler,
        // recharge through the payment providers (Alipay, WeChat Pay; the sandbox in development)
        { provide: PaymentProviders, useValue: paymentProvidersOf(config) },
        PaymentRepository,
        NotificationRepository,
        PaymentSettlement,
        CreateRechargeHandler,
        ReportFeedbackHandler,
        ReceiveNotificationHandler,
        ReconcilePaymentHandler,
        PaymentReconciliationScheduler,
        ListDepositsHandler,
        BankAccountsHandler,
        PayPageHandler,
        PaymentStatusHandler,
        // the ledger report and invoice requests
        { provide: EXPORT_LIMIT, useValue: EXPORT_MAX_ROWS },
        LedgerReadRepository,
        InvoiceRepository,
        ListLedgerHandler,
        ListLedgerMonthsHandler,
        LedgerStatisticsHandler,
        ListUninvoicedHandler,
        ExportLedgerHandler,
        ApplyInvoiceHandler,
        ListInvoicesHandler,
        // the operator's decisions on invoice requests
        ListRequestedInvoicesHandler,
        IssueInvoiceHandler,
        RejectInvoiceHandler,
        // the monthly fee: a BullMQ job scheduler
        ChargeMonthlyFeesHandler,
        MonthlyFeeScheduler,
      ],
    };
  }
}
