import { Command } from '@nestjs/cqrs';
import { type SystemUserCreate } from '@timber/contracts';

/** §7 POST /sys/user: an administrator user of the caller's tenant. */
export class CreateSystemUserCommand extends Command<{ id: string }> {
  constructor(readonly input: SystemUserCreate) {
    super();
  }
}
