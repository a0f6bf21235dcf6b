import { Command } from '@nestjs/cqrs';
import { type ShareCreate, type ShareCreated } from '@timber/contracts';

/** (chosen) /order/share/create: a signed, expiring, revocable link to the public page for some orders. */
export class CreateShareCommand extends Command<ShareCreated> {
  constructor(readonly input: ShareCreate) {
    super();
  }
}
