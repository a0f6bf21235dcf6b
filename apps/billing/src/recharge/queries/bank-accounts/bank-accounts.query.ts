import { Query } from '@nestjs/cqrs';
import { type BankAccount } from '@timber/contracts';

/** §7 /bank/account/get: where a bank transfer goes. */
export class BankAccountsQuery extends Query<BankAccount[]> {}
