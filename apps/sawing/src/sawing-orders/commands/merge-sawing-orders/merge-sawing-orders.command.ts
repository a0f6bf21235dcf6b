import { Command } from '@nestjs/cqrs';
import { type SawingMerge, type SawingOrderSaved } from '@timber/contracts';

/** §7 /cutting/record/merge: open orders of one machine merged into the oldest. */
export class MergeSawingOrdersCommand extends Command<SawingOrderSaved> {
  constructor(readonly input: SawingMerge) {
    super();
  }
}
