import { Command } from '@nestjs/cqrs';
import { type SawingOrderSaved } from '@timber/contracts';

/** §7 /cutting/record/split: a merged order restored (split off) as an open one. */
export class SplitSawingOrderCommand extends Command<SawingOrderSaved> {
  constructor(readonly id: string) {
    super();
  }
}
