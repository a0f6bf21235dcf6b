import { Command } from '@nestjs/cqrs';
import { type SawingOrderSaved } from '@timber/contracts';

/** §7 /cutting/record/deleteSpecs/{id}: a saved specification of an open order deleted. */
export class DeleteSawingSpecCommand extends Command<SawingOrderSaved> {
  constructor(readonly id: string) {
    super();
  }
}
