import { Command } from '@nestjs/cqrs';

export class ChangeCameraNumberCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly cameraNO: string,
  ) {
    super();
  }
}
