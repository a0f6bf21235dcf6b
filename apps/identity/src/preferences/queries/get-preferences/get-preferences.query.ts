import { Query } from '@nestjs/cqrs';
import { type UserPreferences } from '@timber/contracts';

/** (chosen) GET /sys/user/preferences: the caller's own layout settings. */
export class GetPreferencesQuery extends Query<UserPreferences> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}
