import { Command } from '@nestjs/cqrs';
import { type CameraCreate } from '@timber/contracts';

export class CreateCameraCommand extends Command<{ id: string }> {
  constructor(readonly input: CameraCreate) {
    super();
  }
}
