import { Command } from '@nestjs/cqrs';
import { type CameraUpdate } from '@timber/contracts';

export class UpdateCameraCommand extends Command<void> {
  constructor(readonly input: CameraUpdate) {
    super();
  }
}
