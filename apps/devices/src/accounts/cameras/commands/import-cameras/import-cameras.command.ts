import { Command } from '@nestjs/cqrs';
import { type CamerasImported } from '@timber/contracts';

export class ImportCamerasCommand extends Command<CamerasImported> {
  constructor(
    readonly file: Buffer,
    /** the cameras' admin password, applied to every imported camera */
    readonly adminPwd: string,
  ) {
    super();
  }
}
