import { Command } from '@nestjs/cqrs';
import { type AccountKind } from '../../account-kind';

export class ChangeAccountStatusCommand extends Command<void> {
  constructor(
    readonly kind: AccountKind,
    readonly id: string,
    /** 1 enabled, 0 disabled */
    readonly status: 0 | 1,
  ) {
    super();
  }
}
