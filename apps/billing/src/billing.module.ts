import { type DynamicModule, Module } from '@nestjs/common';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { AccountsModule } from './accounts';
import { BILLING_CONFIG, type BillingConfig } from './config';
import { InvoicesModule } from './invoices';
import { LedgerModule } from './ledger';
import { MonthlyFeeModule } from './monthly-fee';
import { RechargeModule } from './recharge';
import { UsageModule } from './usage';

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
      imports: [
        ...dataServiceImports('billing', config),
        AppValuesModule.forRoot([{ provide: BILLING_CONFIG, useValue: config }]),
        LedgerModule,
        AccountsModule,
        InvoicesModule,
        RechargeModule,
        MonthlyFeeModule,
        // events: confirmed sheets from inventory, counted images from the recognition worker
        UsageModule,
      ],
    };
  }
}
