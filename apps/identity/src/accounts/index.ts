export { recordAccountChange } from './account-events';
export { AccountsModule } from './accounts.module';
