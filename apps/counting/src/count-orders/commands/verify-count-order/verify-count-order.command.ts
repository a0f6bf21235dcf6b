import { Command } from '@nestjs/cqrs';

/** POST /count/confirm/{id}: a reviewed order (12) becomes verified (15). */
export class VerifyCountOrderCommand extends Command<{ id: number; status: number }> {
  constructor(readonly id: number) {
    super();
  }
}
