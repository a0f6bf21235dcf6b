export { AccountsModule } from './accounts.module';
