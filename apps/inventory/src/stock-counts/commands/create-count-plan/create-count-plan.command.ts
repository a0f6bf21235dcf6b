import { Command } from '@nestjs/cqrs';
import { type CountPlanCreate } from '@timber/contracts';

export class CreateCountPlanCommand extends Command<{ id: string; checkListNo: string }> {
  constructor(readonly input: CountPlanCreate) {
    super();
  }
}
