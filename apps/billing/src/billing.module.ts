import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { AccountRepository } from './accounts/account.repository';
import { AccountsController } from './accounts/accounts.controller';
import { SaveAccountHandler } from './accounts/commands/save-account/save-account.handler';
import { OperatorAccess } from './accounts/operator-access';
import { GetAccountHandler } from './accounts/queries/get-account/get-account.handler';
import { BILLING_CONFIG, type BillingConfig } from './config';
import { AccountLedger } from './ledger/account-ledger';
import { LedgerRepository } from './ledger/ledger.repository';
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
      ],
    };
  }
}
