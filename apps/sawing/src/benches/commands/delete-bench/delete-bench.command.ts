import { Command } from '@nestjs/cqrs';

/** (chosen) /cutting/machine/delete/{id}: a bench without open orders is deleted. */
export class DeleteBenchCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
