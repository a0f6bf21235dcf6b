import { Command } from '@nestjs/cqrs';

/** §7 /app/sawbench/setuppwd: the app token's tenant's H5 page password (6 digits). */
export class SetH5PasswordCommand extends Command<null> {
  constructor(readonly pwd: string) {
    super();
  }
}
