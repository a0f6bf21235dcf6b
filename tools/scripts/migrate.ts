import { ensureDatabase, migrateDatabase } from '@timber/db';
import { z } from 'zod';

/** `npm run migrate`: creates the database and service roles when missing, then runs every schema's migrations. */
const { DATABASE_ADMIN_URL } = z
  .object({ DATABASE_ADMIN_URL: z.url().default('postgres://postgres@127.0.0.1:5432/timber') })
  .parse(process.env);

void (async () => {
  await ensureDatabase(DATABASE_ADMIN_URL);
  const applied = await migrateDatabase(DATABASE_ADMIN_URL);
  console.log(applied.length ? `applied:\n  ${applied.join('\n  ')}` : 'the database is up to date');
})().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
