import { Command } from '@nestjs/cqrs';
import { type TenantAccount, type TenantAccountSave } from '@timber/contracts';

/** (chosen) POST /sys/user/account/edit: the caller's tenant's address. */
export class SaveTenantAccountCommand extends Command<TenantAccount> {
  constructor(readonly changes: TenantAccountSave) {
    super();
  }
}
