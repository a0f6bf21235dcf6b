import {
  ALL_MIGRATION_SETS,
  ensureDatabase,
  ensureServiceRoles,
  PLATFORM_MIGRATIONS,
  readMigrations,
  runMigrations,
  serviceSchema,
  urlFor,
} from '@timber/db';
import { TEST_ADMIN_URL } from '@timber/testing';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface DatabaseBeforeMigration {
  /** an administrator's connection (no row-level security) */
  db: Client;
  /** applies every migration still to come, the one under test first; answers which it applied */
  migrateRest(): Promise<string[]>;
  /** closes the connection and drops the database */
  drop(): Promise<void>;
}

/**
 * A database of its own (real PostgreSQL) migrated up to, not including, inventory's `migration`
 * (the platform's and identity's migrations, then inventory's before it), for a test of what that
 * migration does to the rows already there: the test inserts them, then calls migrateRest().
 */
export async function databaseBeforeMigration(
  label: string,
  migration: string,
): Promise<DatabaseBeforeMigration> {
  const name = `timber_t_${label}_${process.pid}_${Date.now().toString(36)}`;
  const user = new URL(TEST_ADMIN_URL).username;
  const url = urlFor(TEST_ADMIN_URL, user, name);
  const before = mkdtempSync(join(tmpdir(), `inventory-before-${migration.slice(0, 4)}-`));
  await ensureDatabase(url);
  await ensureServiceRoles(url);
  const inventory = serviceSchema('inventory');
  for (const earlier of readMigrations(inventory.migrationsDir).filter((m) => m.version < migration)) {
    copyFileSync(
      join(inventory.migrationsDir, `${earlier.version}.sql`),
      join(before, `${earlier.version}.sql`),
    );
  }
  const db = new Client({ connectionString: url });
  await db.connect();
  const identity = serviceSchema('identity');
  await runMigrations(db, [
    PLATFORM_MIGRATIONS,
    { schema: identity.schema, dir: identity.migrationsDir },
    { schema: 'inventory', dir: before },
  ]);
  return {
    db,
    migrateRest: () => runMigrations(db, ALL_MIGRATION_SETS),
    async drop() {
      await db.end();
      rmSync(before, { recursive: true, force: true });
      const admin = new Client({ connectionString: urlFor(TEST_ADMIN_URL, user, 'postgres') });
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
