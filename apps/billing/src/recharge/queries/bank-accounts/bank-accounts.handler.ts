import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type BankAccount } from '@timber/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../../../config';
import { BankAccountsQuery } from './bank-accounts.query';

/** The platform's bank account, from the configuration (BANK_*): the recharge page's transfer details. */
@QueryHandler(BankAccountsQuery)
export class BankAccountsHandler implements IQueryHandler<BankAccountsQuery> {
  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingConfig) {}

  execute(): Promise<BankAccount[]> {
    return Promise.resolve([
      {
        id: 'platform',
        bankAccountName: this.config.BANK_ACCOUNT_NAME,
        bankName: this.config.BANK_NAME,
        bankAccount: this.config.BANK_ACCOUNT,
        phone: this.config.BANK_PHONE,
      },
    ]);
  }
}
