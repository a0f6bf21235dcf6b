import { Command } from '@nestjs/cqrs';

/** §4 image card delete: state 4 → 0 (the image no longer counts towards its order). */
export class DeleteImageCommand extends Command<void> {
  constructor(readonly imageId: number) {
    super();
  }
}
