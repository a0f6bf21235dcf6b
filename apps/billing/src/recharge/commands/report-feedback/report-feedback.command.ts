import { Command } from '@nestjs/cqrs';
import { type PaymentSettled } from '@timber/contracts';

/** §7 /zfPay/feedback/{id}: the user reports a failed payment (1 alipay, 2 others). */
export class ReportFeedbackCommand extends Command<PaymentSettled> {
  constructor(
    readonly id: string,
    readonly feedback: 1 | 2,
  ) {
    super();
  }
}
