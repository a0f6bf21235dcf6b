import { Command } from '@nestjs/cqrs';

export class TransferStockCommand extends Command<void> {
  constructor(
    readonly stockId: string,
    readonly locationId: string,
  ) {
    super();
  }
}
