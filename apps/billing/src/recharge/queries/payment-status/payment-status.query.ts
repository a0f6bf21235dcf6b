import { Query } from '@nestjs/cqrs';
import { type PaymentSettled } from '@timber/contracts';

/** (chosen) /zfPay/status/{id}: where one of the tenant's payments stands, polled by the recharge dialog. */
export class PaymentStatusQuery extends Query<PaymentSettled> {
  constructor(readonly id: string) {
    super();
  }
}
