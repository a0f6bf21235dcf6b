import { Command } from '@nestjs/cqrs';
import { type AccountKind } from '../../account-kind';

export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly kind: AccountKind,
    readonly id: string,
  ) {
    super();
  }
}
