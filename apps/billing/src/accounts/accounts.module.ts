import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger';
import { AccountLedger } from './account-ledger';
import { AccountRepository } from './account.repository';
import { AccountsController } from './accounts.controller';
import { SaveAccountHandler } from './commands/save-account/save-account.handler';
import { OperatorAccess } from './operator-access';
import { GetAccountHandler } from './queries/get-account/get-account.handler';

/**
 * §2 Customer account info: each tenant's account (credit limit, fee prices, arrears), and
 * AccountLedger, through which every change of a tenant's money is posted and its arrears decided.
 */
@Module({
  imports: [LedgerModule],
  controllers: [AccountsController],
  providers: [AccountRepository, AccountLedger, OperatorAccess, SaveAccountHandler, GetAccountHandler],
  exports: [AccountRepository, AccountLedger, OperatorAccess],
})
export class AccountsModule {}
