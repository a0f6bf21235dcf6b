import { Command } from '@nestjs/cqrs';

export class DeleteWoodSpecsCommand extends Command<void> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
