import { Command } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';

/** POST /device/status/{id} (chosen): on (1) or off (0). */
export class SwitchDeviceCommand extends Command<Device> {
  constructor(
    readonly id: string,
    readonly status: 0 | 1,
  ) {
    super();
  }
}
