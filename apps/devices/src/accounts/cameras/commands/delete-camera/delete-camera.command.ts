import { Command } from '@nestjs/cqrs';

export class DeleteCameraCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
