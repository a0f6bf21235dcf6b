import { Command } from '@nestjs/cqrs';

/** §7 /oldBench/delData: a manual bench record deleted. */
export class DeleteManualBenchCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
