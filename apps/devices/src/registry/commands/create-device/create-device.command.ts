import { Command } from '@nestjs/cqrs';
import { type Device, type DeviceCreate } from '@timber/contracts';

export class CreateDeviceCommand extends Command<Device> {
  constructor(readonly input: DeviceCreate) {
    super();
  }
}
