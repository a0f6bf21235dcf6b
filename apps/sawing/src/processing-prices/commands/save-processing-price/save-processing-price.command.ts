import { Command } from '@nestjs/cqrs';
import { type ProcessingPrice, type ProcessingPriceSave } from '@timber/contracts';

/** §7 /logProcessing/saveData: a day's processing prices replaced. */
export class SaveProcessingPriceCommand extends Command<ProcessingPrice> {
  constructor(readonly input: ProcessingPriceSave) {
    super();
  }
}
