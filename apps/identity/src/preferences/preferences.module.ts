import { Module } from '@nestjs/common';
import { SavePreferencesHandler } from './commands/save-preferences/save-preferences.handler';
import { SaveTableColumnsHandler } from './commands/save-table-columns/save-table-columns.handler';
import { PreferencesController } from './preferences.controller';
import { PreferencesRepository } from './preferences.repository';
import { GetPreferencesHandler } from './queries/get-preferences/get-preferences.handler';
import { GetTableColumnsHandler } from './queries/get-table-columns/get-table-columns.handler';

/** A user's layout settings and table columns. */
@Module({
  controllers: [PreferencesController],
  providers: [
    PreferencesRepository,
    GetPreferencesHandler,
    SavePreferencesHandler,
    GetTableColumnsHandler,
    SaveTableColumnsHandler,
  ],
})
export class PreferencesModule {}
