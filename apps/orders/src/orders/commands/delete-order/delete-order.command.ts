import { Command } from '@nestjs/cqrs';

/** §7 /order/del/{id}: an order awaiting its check is deleted; its sheets are unsettled again. */
export class DeleteOrderCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
