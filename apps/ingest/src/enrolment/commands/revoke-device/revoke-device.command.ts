import { Command } from '@nestjs/cqrs';
import { type RevokedCredentials } from '@timber/contracts';

export class RevokeDeviceCommand extends Command<RevokedCredentials> {
  constructor(readonly deviceId: string) {
    super();
  }
}
