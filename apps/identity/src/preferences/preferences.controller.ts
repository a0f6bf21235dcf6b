import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ROUTES, type TableColumns, type TableColumnsSave, type UserPreferences } from '@timber/contracts';
import { type BodyOf, caller, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { SavePreferencesCommand } from './commands/save-preferences/save-preferences.command';
import { SaveTableColumnsCommand } from './commands/save-table-columns/save-table-columns.command';
import { GetPreferencesQuery } from './queries/get-preferences/get-preferences.query';
import { GetTableColumnsQuery } from './queries/get-table-columns/get-table-columns.query';

/**
 * §2 Layout settings, kept per user: (chosen) GET and PUT /sys/user/preferences; the columns shown
 * in the wide lists (issue 22), kept per user: (chosen) GET and PUT /sys/user/columns.
 */
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

  @Route(ROUTES.userTableColumns)
  columns(): Promise<TableColumns> {
    const { tenantId, userId } = caller();
    return this.queries.execute(new GetTableColumnsQuery(tenantId, userId));
  }

  @Route(ROUTES.userTableColumnsSave)
  saveColumns(@RouteBody() body: BodyOf<typeof ROUTES.userTableColumnsSave>): Promise<TableColumnsSave> {
    return this.commands.execute(new SaveTableColumnsCommand(body));
  }
}
