import { Command } from '@nestjs/cqrs';

/** POST /device/del/{id} (chosen): the device goes, its log stays. */
export class DeleteDeviceCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
