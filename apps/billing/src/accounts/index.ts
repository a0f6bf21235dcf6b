export { AccountLedger } from './account-ledger';
export { AccountRepository } from './account.repository';
export { AccountsModule } from './accounts.module';
export { OperatorAccess } from './operator-access';
export type { Prices } from './prices';
