import { Command } from '@nestjs/cqrs';

export class DeleteWoodKindsCommand extends Command<void> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
