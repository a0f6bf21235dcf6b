import { Command } from '@nestjs/cqrs';
import { type Bench, type BenchSave } from '@timber/contracts';

/** (chosen) /cutting/machine/save: a bench added (no id) or renamed. */
export class SaveBenchCommand extends Command<Bench> {
  constructor(readonly input: BenchSave) {
    super();
  }
}
