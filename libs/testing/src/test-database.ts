import { createTestDatabase } from '@timber/db';

/** The server tests use; TEST_DATABASE_ADMIN_URL overrides it. */
export const TEST_ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh migrated database for one suite, cloned from the template: `{ adminUrl, drop }`. */
export const testDatabase = (label: string): ReturnType<typeof createTestDatabase> =>
  createTestDatabase(TEST_ADMIN_URL, label);
