import { Injectable } from '@nestjs/common';
import { type TableColumns, type TableColumnsSave, type UserPreferences } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';

type Trx = Transaction<IdentityDb>;

/** SQL of a user's layout settings (withTenant's transaction: row-level security keeps to the tenant). */
@Injectable()
export class PreferencesRepository {
  /** The user's saved settings; undefined when they never saved any. */
  async find(trx: Trx, userId: string): Promise<UserPreferences | undefined> {
    const row = await trx
      .selectFrom('identity.user_preferences')
      .select(['theme_color', 'tags_view', 'fixed_header', 'sidebar_logo'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        themeColor: row.theme_color,
        tagsView: row.tags_view,
        fixedHeader: row.fixed_header,
        sidebarLogo: row.sidebar_logo,
      }
    );
  }

  /** Writes the user's settings whole, the row created on their first save. */
  async save(trx: Trx, tenantId: string, userId: string, preferences: UserPreferences): Promise<void> {
    const values = {
      theme_color: preferences.themeColor,
      tags_view: preferences.tagsView,
      fixed_header: preferences.fixedHeader,
      sidebar_logo: preferences.sidebarLogo,
    };
    await trx
      .insertInto('identity.user_preferences')
      .values({ user_id: userId, tenant_id: tenantId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  }

  /** The columns the user hides, list by list (lists with none hidden left out). */
  async findColumns(trx: Trx, userId: string): Promise<TableColumns> {
    const rows = await trx
      .selectFrom('identity.user_table_columns')
      .select(['table_key', 'hidden'])
      .where('user_id', '=', userId)
      .execute();
    return Object.fromEntries(
      rows.filter((row) => row.hidden.length > 0).map((row) => [row.table_key, row.hidden]),
    );
  }

  /** Writes the columns the user hides in one list, the row created on their first choice there. */
  async saveColumns(trx: Trx, tenantId: string, userId: string, choice: TableColumnsSave): Promise<void> {
    await trx
      .insertInto('identity.user_table_columns')
      .values({ user_id: userId, tenant_id: tenantId, table_key: choice.table, hidden: choice.hidden })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'table_key'])
          .doUpdateSet({ hidden: choice.hidden, updated_at: new Date() }),
      )
      .execute();
  }
}
