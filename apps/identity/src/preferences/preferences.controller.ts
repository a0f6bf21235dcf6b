import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ROUTES, type UserPreferences } from '@timber/contracts';
import { type BodyOf, caller, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { SavePreferencesCommand } from './commands/save-preferences/save-preferences.command';
import { GetPreferencesQuery } from './queries/get-preferences/get-preferences.query';

/** §2 Layout settings, kept per user: (chosen) GET and PUT /sys/user/preferences. */
@Controller()
export class PreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.userPreferences)
  preferences(): Promise<UserPreferences> {
    const { tenantId, userId } = caller();
    return this.queries.execute(new GetPreferencesQuery(tenantId, userId));
  }

  @Route(ROUTES.userPreferencesSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.userPreferencesSave>): Promise<UserPreferences> {
    return this.commands.execute(new SavePreferencesCommand(body));
  }
}
