import { Command } from '@nestjs/cqrs';
import { type SawingOrderSaved, type SawingTakeLogs } from '@timber/contracts';

/** (chosen) /cutting/record/saveLogs: logs in stock an open order saws. */
export class TakeLogsCommand extends Command<SawingOrderSaved> {
  constructor(readonly input: SawingTakeLogs) {
    super();
  }
}
