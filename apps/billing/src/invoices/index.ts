export { InvoicesModule } from './invoices.module';
