import { Command } from '@nestjs/cqrs';
import { type AccountCreate } from '@timber/contracts';
import { type AccountKind } from '../../account-kind';

export class CreateAccountCommand extends Command<{ id: string }> {
  constructor(
    readonly kind: AccountKind,
    readonly input: AccountCreate,
  ) {
    super();
  }
}
