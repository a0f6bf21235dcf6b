import { Command } from '@nestjs/cqrs';
import { type SawingOrderSaved } from '@timber/contracts';

/**
 * §7 /cutting/record/rtd/{id}, read as "return to doing": a closed order open again. With
 * `cancelClose`, the mobile page's cancel-close (§4): its specifications also become the first one
 * with zero pieces and zero last-log class.
 */
export class ReopenSawingOrderCommand extends Command<SawingOrderSaved> {
  constructor(
    readonly id: string,
    readonly options: { cancelClose?: boolean } = {},
  ) {
    super();
  }
}
