import { Command } from '@nestjs/cqrs';
import { type ManualBenchRecord, type ManualBenchUpdate } from '@timber/contracts';

/** §7 /oldBench/saveData (no id) and /oldBench/editData (with one): a manual bench record. */
export class SaveManualBenchCommand extends Command<ManualBenchRecord> {
  constructor(readonly input: Omit<ManualBenchUpdate, 'id'> & { id?: string | undefined }) {
    super();
  }
}
