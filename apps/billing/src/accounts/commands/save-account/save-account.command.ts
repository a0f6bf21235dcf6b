import { Command } from '@nestjs/cqrs';
import { type AccountInfo, type AccountSave } from '@timber/contracts';

/** (chosen) /bill/account/save: the operator sets a tenant's fee items and credit limit. */
export class SaveAccountCommand extends Command<AccountInfo> {
  constructor(readonly body: AccountSave) {
    super();
  }
}
