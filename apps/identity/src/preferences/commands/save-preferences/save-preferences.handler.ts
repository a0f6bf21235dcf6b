import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type UserPreferences } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { recordAccountChange } from '../../../accounts';
import { type IdentityDb } from '../../../identity-db';
import { PreferencesRepository } from '../../preferences.repository';
import { SavePreferencesCommand } from './save-preferences.command';

/**
 * Saves the caller's layout settings in one transaction with its event: always the caller's own
 * row (the user id comes from the session, never from the body), within the caller's tenant.
 */
@CommandHandler(SavePreferencesCommand)
export class SavePreferencesHandler implements ICommandHandler<SavePreferencesCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly repository: PreferencesRepository,
  ) {}

  async execute({ preferences }: SavePreferencesCommand): Promise<UserPreferences> {
    const { tenantId, userId, username } = caller();
    await withTenant(this.db, tenantId, async (trx) => {
      await this.repository.save(trx, tenantId, userId, preferences);
      await recordAccountChange(
        trx,
        'identity.user-preferences.changed',
        { userId, username, ...preferences },
        userId,
      );
    });
    return preferences;
  }
}
