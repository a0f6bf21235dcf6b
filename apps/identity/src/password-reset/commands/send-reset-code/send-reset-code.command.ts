import { Command } from '@nestjs/cqrs';
import { type Locale } from '@timber/i18n';
import { type ResetTarget } from '../../../shared/reset-target';

export class SendResetCodeCommand extends Command<void> {
  constructor(
    readonly target: ResetTarget,
    readonly locale: Locale,
    /** the client's address (limits per address) */
    readonly ip: string,
  ) {
    super();
  }
}
