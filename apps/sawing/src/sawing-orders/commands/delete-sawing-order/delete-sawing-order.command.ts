import { Command } from '@nestjs/cqrs';
import { type SawingOrderSaved } from '@timber/contracts';

/** §7 /cutting/record/delete: an open or closed order deleted, its logs back in stock. */
export class DeleteSawingOrderCommand extends Command<SawingOrderSaved> {
  constructor(readonly id: string) {
    super();
  }
}
