import { Command } from '@nestjs/cqrs';
import { type Recharge, type RechargeCreated } from '@timber/contracts';

/** §7 /zfPay/payment: a payment order, answered with where to pay. */
export class CreateRechargeCommand extends Command<RechargeCreated> {
  constructor(readonly body: Recharge) {
    super();
  }
}
