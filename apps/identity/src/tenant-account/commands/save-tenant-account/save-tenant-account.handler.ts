import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type TenantAccount } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { recordAccountChange } from '../../../accounts';
import { type IdentityDb } from '../../../identity-db';
import { TenantAccountRepository } from '../../tenant-account.repository';
import { SaveTenantAccountCommand } from './save-tenant-account.command';

/**
 * Saves the caller's tenant's address with its event in one transaction: always the caller's own
 * tenant (from the session, never from the body), under its row-level security.
 */
@CommandHandler(SaveTenantAccountCommand)
export class SaveTenantAccountHandler implements ICommandHandler<SaveTenantAccountCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: TenantAccountRepository,
  ) {}

  async execute({ changes }: SaveTenantAccountCommand): Promise<TenantAccount> {
    const { tenantId } = caller();
    const account = await withTenant(this.db, tenantId, async (trx) => {
      await this.accounts.saveAddress(trx, tenantId, changes.address);
      await recordAccountChange(
        trx,
        'identity.tenant-account.changed',
        { address: changes.address },
        tenantId,
      );
      return this.accounts.find(trx, tenantId);
    });
    if (!account) {
      throw new DomainError('COMMON.NOT_FOUND');
    }
    return account;
  }
}
