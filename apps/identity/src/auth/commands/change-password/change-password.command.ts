import { Command } from '@nestjs/cqrs';

export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly oldPwd: string,
    readonly newPwd: string,
  ) {
    super();
  }
}
