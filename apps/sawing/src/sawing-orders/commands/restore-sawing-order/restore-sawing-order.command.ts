import { Command } from '@nestjs/cqrs';
import { type SawingOrderSaved } from '@timber/contracts';

/** §7 /cutting/record/restore: a deleted order open again. */
export class RestoreSawingOrderCommand extends Command<SawingOrderSaved> {
  constructor(readonly id: string) {
    super();
  }
}
