import { Command } from '@nestjs/cqrs';

export class DeleteCountPlanCommand extends Command<void> {
  constructor(readonly checkListNo: string) {
    super();
  }
}
