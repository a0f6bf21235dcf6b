import { Command } from '@nestjs/cqrs';
import { type ShareRevoke } from '@timber/contracts';

/** (chosen) /order/share/revoke: the tenant's link stops working. */
export class RevokeShareCommand extends Command<void> {
  constructor(readonly input: ShareRevoke) {
    super();
  }
}
