import { Command } from '@nestjs/cqrs';
import { type InvoiceReject, type OperatorInvoiceRow } from '@timber/contracts';

/** (chosen) /invRecord/reject/{id}: the platform operator rejects a requested invoice, saying why. */
export class RejectInvoiceCommand extends Command<OperatorInvoiceRow> {
  constructor(
    readonly id: string,
    readonly body: InvoiceReject,
  ) {
    super();
  }
}
