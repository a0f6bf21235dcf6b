import { Command } from '@nestjs/cqrs';
import { type CoordinateStatus } from '@timber/contracts';

/** POST /count/coordinate/updateStatus: the user confirms one image's count (10 → 12). */
export class ConfirmImageCommand extends Command<{ imageStatus: number; orderStatus: number }> {
  constructor(readonly input: CoordinateStatus) {
    super();
  }
}
