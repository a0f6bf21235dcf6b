import { Command } from '@nestjs/cqrs';
import { type PermissionGroupSave } from '@timber/contracts';

/** §7 POST /sys/perm/save: a new group (no id) or an edit. */
export class SavePermissionGroupCommand extends Command<{ id: string }> {
  constructor(readonly input: PermissionGroupSave) {
    super();
  }
}
