import { Client } from 'pg';
import { migrationsDigest, runMigrations } from './migrate';
import { ALL_MIGRATION_SETS, SERVICE_SCHEMAS } from './service-catalogue';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(`not a safe SQL identifier: ${name}`);
  }
  return `"${name}"`;
}

/**
 * The same server as `url`, as another role (and database, when given). Local and test set-ups
 * use trust authentication; deployments pass each service its full URL from a secret instead.
 */
export function urlFor(url: string, role: string, database?: string, password = ''): string {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password;
  if (database) {
    parsed.pathname = `/${database}`;
  }
  return parsed.toString();
}

export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'timber-admin' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the login roles of every service (cluster-wide, so once per server). */
export async function ensureServiceRoles(adminUrl: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('timber.roles'))`);
    try {
      for (const s of SERVICE_SCHEMAS) {
        for (const role of [s.serviceRole, s.relayRole]) {
          const exists = await client.query(`select 1 from pg_roles where rolname = $1`, [role]);
          if (exists.rowCount === 0) {
            await client.query(`create role ${identifier(role)} login nosuperuser nobypassrls`);
          }
        }
      }
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('timber.roles'))`);
    }
  });
}

/** Creates the database named in `adminUrl` when it does not exist (connecting to `postgres`). */
export async function ensureDatabase(adminUrl: string): Promise<void> {
  const name = databaseOf(adminUrl);
  await withClient(urlFor(adminUrl, new URL(adminUrl).username, 'postgres'), async (client) => {
    const exists = await client.query(`select 1 from pg_database where datname = $1`, [name]);
    if (exists.rowCount === 0) {
      await client.query(`create database ${identifier(name)}`);
    }
  });
}

/** Roles, then every migration set, on the database of `adminUrl`. */
export async function migrateDatabase(adminUrl: string): Promise<string[]> {
  await ensureServiceRoles(adminUrl);
  return withClient(adminUrl, (client) => runMigrations(client, ALL_MIGRATION_SETS));
}

/**
 * A fresh, migrated database for one test suite: cloned from a template that is migrated once
 * per migration digest (`CREATE DATABASE ... TEMPLATE`, a file copy, fast). Returns its admin URL
 * and a drop function.
 */
export async function createTestDatabase(
  adminUrl: string,
  label: string,
): Promise<{ adminUrl: string; drop: () => Promise<void> }> {
  const serverUrl = urlFor(adminUrl, new URL(adminUrl).username, 'postgres');
  const template = `timber_tpl_${migrationsDigest(ALL_MIGRATION_SETS)}`;
  const name = `timber_t_${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${process.pid}_${Date.now().toString(36)}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('timber.test-template'))`);
    try {
      const exists = await client.query(`select 1 from pg_database where datname = $1`, [template]);
      if (exists.rowCount === 0) {
        // Templates of older migration sets are of no further use.
        const stale = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like 'timber\\_tpl\\_%' and datname <> $1`,
          [template],
        );
        for (const row of stale.rows) {
          await client.query(`drop database if exists ${identifier(row.datname)} with (force)`);
        }
        await client.query(`create database ${identifier(template)}`);
        await migrateDatabase(urlFor(adminUrl, new URL(adminUrl).username, template));
      }
      await dropOrphanedTestDatabases(client);
      await client.query(`create database ${identifier(name)} template ${identifier(template)}`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('timber.test-template'))`);
    }
  });
  const url = urlFor(adminUrl, new URL(adminUrl).username, name);
  return {
    adminUrl: url,
    drop: () =>
      withClient(serverUrl, async (client) => {
        await client.query(`drop database if exists ${identifier(name)} with (force)`);
      }),
  };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Test databases whose creating process is gone (a run that was killed before its clean-up). */
async function dropOrphanedTestDatabases(client: Client): Promise<void> {
  const rows = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'timber\\_t\\_%'`,
  );
  for (const { datname } of rows.rows) {
    const pid = Number(/_(\d+)_[a-z0-9]+$/.exec(datname)?.[1]);
    if (pid > 0 && !alive(pid)) {
      await client.query(`drop database if exists ${identifier(datname)} with (force)`);
    }
  }
}
