import { Command } from '@nestjs/cqrs';
import { type SawingOrderClose, type SawingOrderSaved } from '@timber/contracts';

/** (chosen) /cutting/record/close: an open order closed with its specifications and boards counted. */
export class CloseSawingOrderCommand extends Command<SawingOrderSaved> {
  constructor(readonly input: SawingOrderClose) {
    super();
  }
}
