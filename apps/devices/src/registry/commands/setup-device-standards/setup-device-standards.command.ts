import { Command } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';

/** §7 /device/standard/setup/{id} {standard: comma list} */
export class SetupDeviceStandardsCommand extends Command<Device> {
  constructor(
    readonly id: string,
    readonly standard: string,
  ) {
    super();
  }
}
