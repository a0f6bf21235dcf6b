import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { BILLING_CONFIG } from '../config';
import { CreateRechargeHandler } from './commands/create-recharge/create-recharge.handler';
import { ReceiveNotificationHandler } from './commands/receive-notification/receive-notification.handler';
import { ReconcilePaymentHandler } from './commands/reconcile-payment/reconcile-payment.handler';
import { ReportFeedbackHandler } from './commands/report-feedback/report-feedback.handler';
import { NotificationRepository } from './notification.repository';
import { PaymentReconciliationScheduler } from './payment-reconciliation.scheduler';
import { PaymentSettlement } from './payment-settlement';
import { PaymentRepository } from './payment.repository';
import { PaymentProviders, paymentProvidersOf } from './providers/payment-providers';
import { BankAccountsHandler } from './queries/bank-accounts/bank-accounts.handler';
import { ListDepositsHandler } from './queries/list-deposits/list-deposits.handler';
import { PayPageHandler } from './queries/pay-page/pay-page.handler';
import { PaymentStatusHandler } from './queries/payment-status/payment-status.handler';
import { RechargeController } from './recharge.controller';

/** Recharge through the payment providers (Alipay, WeChat Pay; the sandbox in development). */
@Module({
  imports: [AccountsModule],
  controllers: [RechargeController],
  providers: [
    { provide: PaymentProviders, inject: [BILLING_CONFIG], useFactory: paymentProvidersOf },
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
  ],
})
export class RechargeModule {}
