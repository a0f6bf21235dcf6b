import { Command } from '@nestjs/cqrs';
import { type EnrolAnswer, type EnrolRequest } from '@timber/contracts';

export class EnrolDeviceCommand extends Command<EnrolAnswer> {
  constructor(readonly input: EnrolRequest) {
    super();
  }
}
