import { seedDemo } from '@timber/testing';
import { z } from 'zod';

/** `npm run seed`: the demo tenants, users and master data (idempotent). */
const { DATABASE_ADMIN_URL } = z
  .object({ DATABASE_ADMIN_URL: z.url().default('postgres://postgres@127.0.0.1:5432/timber') })
  .parse(process.env);

seedDemo(DATABASE_ADMIN_URL).then(
  () => console.log('demo data seeded'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
