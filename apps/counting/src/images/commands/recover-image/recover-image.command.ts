import { Command } from '@nestjs/cqrs';

/** §4 image card recover: state 0 → 4. */
export class RecoverImageCommand extends Command<void> {
  constructor(readonly imageId: number) {
    super();
  }
}
