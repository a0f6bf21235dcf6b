import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { CreateAccountCommand } from './create-account.command';

/** Adds a device user or an app user, enabled, its password stored as argon2id of the client hash. */
@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ kind, input }: CreateAccountCommand): Promise<{ id: string }> {
    const { tenantId, userId } = caller();
    const id = randomUUID();
    const passwordHash = await hashPassword(input.password);
    await withTenant(this.db, tenantId, (trx) =>
      this.accounts.insert(trx, kind, {
        id,
        tenantId,
        username: input.username,
        realName: input.realName,
        phone: input.phone,
        passwordHash,
        createdBy: userId,
      }),
    );
    return { id };
  }
}
