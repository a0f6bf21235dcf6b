import { join } from 'node:path';
import { type MigrationSet } from './migrate';

/**
 * The services that own a schema. Each connects as its own role, which owns nothing, so the
 * row-level security policies of its tables apply to every query it sends. Its outbox relay
 * connects as a second role that may read the outbox of every tenant and nothing else.
 */
export interface ServiceSchema {
  service: string;
  schema: string;
  serviceRole: string;
  relayRole: string;
  migrationsDir: string;
}

const root = join(__dirname, '..', '..', '..');

const service = (name: string): ServiceSchema => ({
  service: name,
  schema: name,
  serviceRole: `${name}_svc`,
  relayRole: `${name}_relay`,
  migrationsDir: join(root, 'apps', name, 'migrations'),
});

export const SERVICE_SCHEMAS: readonly ServiceSchema[] = [
  service('identity'),
  service('inventory'),
  service('devices'),
  service('ingest'),
  service('counting'),
  service('orders'),
  service('sawing'),
  service('billing'),
];

export const PLATFORM_MIGRATIONS: MigrationSet = { schema: 'platform', dir: join(root, 'libs', 'db', 'sql') };

export const ALL_MIGRATION_SETS: readonly MigrationSet[] = [
  PLATFORM_MIGRATIONS,
  ...SERVICE_SCHEMAS.map((s) => ({ schema: s.schema, dir: s.migrationsDir })),
];

export function serviceSchema(name: string): ServiceSchema {
  const found = SERVICE_SCHEMAS.find((s) => s.service === name);
  if (!found) {
    throw new Error(`unknown service schema ${name}`);
  }
  return found;
}
