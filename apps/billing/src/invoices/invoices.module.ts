import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { ApplyInvoiceHandler } from './commands/apply-invoice/apply-invoice.handler';
import { IssueInvoiceHandler } from './commands/issue-invoice/issue-invoice.handler';
import { RejectInvoiceHandler } from './commands/reject-invoice/reject-invoice.handler';
import { InvoiceRepository } from './invoice.repository';
import { InvoicesController } from './invoices.controller';
import { ListInvoicesHandler } from './queries/list-invoices/list-invoices.handler';
import { ListRequestedInvoicesHandler } from './queries/list-requested-invoices/list-requested-invoices.handler';

/** §7 Invoice requests of the tenants, and the platform operator's decisions on them (issue, reject). */
@Module({
  imports: [AccountsModule],
  controllers: [InvoicesController],
  providers: [
    InvoiceRepository,
    ApplyInvoiceHandler,
    ListInvoicesHandler,
    ListRequestedInvoicesHandler,
    IssueInvoiceHandler,
    RejectInvoiceHandler,
  ],
})
export class InvoicesModule {}
