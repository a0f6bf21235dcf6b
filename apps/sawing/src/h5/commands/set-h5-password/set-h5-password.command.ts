import { Command } from '@nestjs/cqrs';

/**
 * The caller's tenant's H5 page password (6 digits): from the mobile app (§7
 * /app/sawbench/setuppwd) or the back office's benches tab (/cutting/h5/setPwd, issue 35).
 */
export class SetH5PasswordCommand extends Command<null> {
  constructor(
    readonly pwd: string,
    readonly from: 'app' | 'office' = 'app',
  ) {
    super();
  }
}
