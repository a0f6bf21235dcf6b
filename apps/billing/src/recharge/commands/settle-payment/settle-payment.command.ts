import { Command } from '@nestjs/cqrs';
import { type PaymentCallback, type PaymentSettled } from '@timber/contracts';

/** A payment provider's callback (/zfPay/notify, chosen). */
export class SettlePaymentCommand extends Command<PaymentSettled> {
  constructor(readonly callback: PaymentCallback) {
    super();
  }
}
