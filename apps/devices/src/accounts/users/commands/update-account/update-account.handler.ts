import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { UpdateAccountCommand } from './update-account.command';

/** Edits a device user or an app user; a new password only when one is sent (§5). */
@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ kind, input }: UpdateAccountCommand): Promise<void> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await withTenant(this.db, caller().tenantId, (trx) =>
      this.accounts.update(trx, kind, {
        id: input.id,
        username: input.username,
        realName: input.realName,
        phone: input.phone,
        ...(passwordHash ? { passwordHash } : {}),
      }),
    );
  }
}
