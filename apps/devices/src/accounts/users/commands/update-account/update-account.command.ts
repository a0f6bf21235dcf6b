import { Command } from '@nestjs/cqrs';
import { type AccountUpdate } from '@timber/contracts';
import { type AccountKind } from '../../account-kind';

export class UpdateAccountCommand extends Command<void> {
  constructor(
    readonly kind: AccountKind,
    readonly input: AccountUpdate,
  ) {
    super();
  }
}
