import { Command } from '@nestjs/cqrs';
import { type UserPreferences } from '@timber/contracts';

/** (chosen) PUT /sys/user/preferences: the caller's own layout settings, replaced whole. */
export class SavePreferencesCommand extends Command<UserPreferences> {
  constructor(readonly preferences: UserPreferences) {
    super();
  }
}
