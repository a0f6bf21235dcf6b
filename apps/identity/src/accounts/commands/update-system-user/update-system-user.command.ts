import { Command } from '@nestjs/cqrs';
import { type SystemUserUpdate } from '@timber/contracts';

/** §7 PUT /sys/user: name, phone, type, groups and, when given, a new password. */
export class UpdateSystemUserCommand extends Command<void> {
  constructor(readonly input: SystemUserUpdate) {
    super();
  }
}
