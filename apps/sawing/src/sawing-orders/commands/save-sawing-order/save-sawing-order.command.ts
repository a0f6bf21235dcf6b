import { Command } from '@nestjs/cqrs';
import { type SawingOrderSave, type SawingOrderSaved } from '@timber/contracts';

/** §7 /cutting/record/saveData: a new open sawing order (no id) or an open one edited. */
export class SaveSawingOrderCommand extends Command<SawingOrderSaved> {
  constructor(readonly input: SawingOrderSave) {
    super();
  }
}
