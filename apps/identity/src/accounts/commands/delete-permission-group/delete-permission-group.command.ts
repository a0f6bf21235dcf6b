import { Command } from '@nestjs/cqrs';

/** §7 POST /sys/perm/delete/{id}. */
export class DeletePermissionGroupCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}
