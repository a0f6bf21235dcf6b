import { Command } from '@nestjs/cqrs';
import { type Device } from '@timber/contracts';

/** §7 /device/changeName/{deviceNo} */
export class RenameDeviceCommand extends Command<Device> {
  constructor(
    readonly deviceNo: string,
    readonly deviceName: string,
  ) {
    super();
  }
}
