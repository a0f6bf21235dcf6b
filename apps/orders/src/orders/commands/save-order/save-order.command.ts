import { Command } from '@nestjs/cqrs';
import { type OrderSave, type OrderSaved } from '@timber/contracts';

/** §7 /order/save: an order (status 5) settling confirmed sheets, each once. */
export class SaveOrderCommand extends Command<OrderSaved> {
  constructor(readonly input: OrderSave) {
    super();
  }
}
