import { Command } from '@nestjs/cqrs';
import { type PaymentProviderName } from '@timber/contracts';
import { type ProviderAnswer } from '../../domain/payment-provider';

/** A provider's notification as its server sent it (/zfPay/notify/{provider}, chosen): answered as that provider expects. */
export class ReceiveNotificationCommand extends Command<ProviderAnswer> {
  constructor(
    readonly provider: PaymentProviderName,
    readonly headers: Record<string, string | undefined>,
    readonly body: string,
  ) {
    super();
  }
}
