import { Command } from '@nestjs/cqrs';
import { type InvoiceIssue, type OperatorInvoiceRow } from '@timber/contracts';

/** (chosen) /invRecord/issue/{id}: the platform operator issues a requested invoice. */
export class IssueInvoiceCommand extends Command<OperatorInvoiceRow> {
  constructor(
    readonly id: string,
    readonly body: InvoiceIssue,
  ) {
    super();
  }
}
