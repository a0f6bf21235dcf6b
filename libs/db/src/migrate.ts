import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ClientBase } from 'pg';

export interface MigrationSet {
  /** The PostgreSQL schema the migrations write, also the key of their bookkeeping table. */
  schema: string;
  /** Folder of `NNNN_name.sql` files, applied in name order. */
  dir: string;
}

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** A digest of every migration file: a test template database is rebuilt when it changes. */
export function migrationsDigest(sets: readonly MigrationSet[]): string {
  const hash = createHash('sha256');
  for (const set of sets) {
    for (const migration of readMigrations(set.dir)) {
      hash.update(`${set.schema}/${migration.version}\n${migration.sql}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies the pending migrations of each set, each file in its own transaction, under an
 * advisory lock so two processes never migrate at once. Returns the versions applied.
 */
export async function runMigrations(client: ClientBase, sets: readonly MigrationSet[]): Promise<string[]> {
  const applied: string[] = [];
  await client.query(`select pg_advisory_lock(hashtext('timber.migrations'))`);
  try {
    await client.query(`create schema if not exists platform`);
    await client.query(`create table if not exists platform.schema_migrations (
      schema_name text not null, version text not null, applied_at timestamptz not null default now(),
      primary key (schema_name, version))`);
    for (const set of sets) {
      const done = await client.query<{ version: string }>(
        `select version from platform.schema_migrations where schema_name = $1`,
        [set.schema],
      );
      const known = new Set(done.rows.map((row) => row.version));
      for (const migration of readMigrations(set.dir)) {
        if (known.has(migration.version)) {
          continue;
        }
        await client.query('begin');
        try {
          await client.query(migration.sql);
          await client.query(
            `insert into platform.schema_migrations (schema_name, version) values ($1, $2)`,
            [set.schema, migration.version],
          );
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw new Error(`migration ${set.schema}/${migration.version} failed: ${(error as Error).message}`);
        }
        applied.push(`${set.schema}/${migration.version}`);
      }
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('timber.migrations'))`);
  }
  return applied;
}
