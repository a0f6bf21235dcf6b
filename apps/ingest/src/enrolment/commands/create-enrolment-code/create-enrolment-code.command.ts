import { Command } from '@nestjs/cqrs';
import { type EnrolmentCode } from '@timber/contracts';

export class CreateEnrolmentCodeCommand extends Command<EnrolmentCode> {
  constructor(readonly deviceId: string) {
    super();
  }
}
