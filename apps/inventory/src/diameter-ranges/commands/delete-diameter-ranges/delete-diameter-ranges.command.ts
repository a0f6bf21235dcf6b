import { Command } from '@nestjs/cqrs';

export class DeleteDiameterRangesCommand extends Command<void> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
