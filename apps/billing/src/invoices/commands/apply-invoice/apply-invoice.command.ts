import { Command } from '@nestjs/cqrs';
import { type InvoiceApply, type InvoiceRow } from '@timber/contracts';

/** §7 /invRecord/apply: an invoice request over the selected consumption orders. */
export class ApplyInvoiceCommand extends Command<InvoiceRow> {
  constructor(readonly body: InvoiceApply) {
    super();
  }
}
