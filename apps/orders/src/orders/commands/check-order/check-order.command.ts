import { Command } from '@nestjs/cqrs';

/** (chosen) /order/check/{id}: an order awaiting its check becomes checked (§4: 5 → 10). */
export class CheckOrderCommand extends Command<{ id: string; status: number }> {
  constructor(readonly id: string) {
    super();
  }
}
