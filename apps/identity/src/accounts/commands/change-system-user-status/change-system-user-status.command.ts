import { Command } from '@nestjs/cqrs';

/** (chosen) POST /sys/user/status: 1 enabled, 0 disabled. */
export class ChangeSystemUserStatusCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly status: 0 | 1,
  ) {
    super();
  }
}
