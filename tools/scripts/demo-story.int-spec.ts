import { DEMO_TENANT_ID, seedDemoStory, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the demo story (issue 43)', () => {
  let system: TestStack;
  let db: Client;
  let firstRun: 'made' | 'kept';
  let seconds = 0;

  beforeAll(async () => {
    system = await startTestStack('story', { storyClock: true });
    const began = Date.now();
    firstRun = await seedDemoStory({
      stack: system.stack,
      adminUrl: system.adminUrl,
      redisUrl: 'redis://127.0.0.1:6379',
      jwtSecret: system.jwtSecret,
      streamPrefix: system.streamPrefix,
      log: (line) => console.log(line),
    });
    seconds = (Date.now() - began) / 1000;
    console.log(`demo story: ${seconds.toFixed(1)} s`);
    db = new Client({ connectionString: system.adminUrl });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('makes three months of sheets, dated through the story', async () => {
    expect(firstRun).toBe('made');
    const { rows } = await db.query<{ n: number; first: Date; last: Date; days: number }>(
      `select count(*)::int as n, min(created_at) as first, max(created_at) as last,
              count(distinct confirmed_at::date)::int as days
         from inventory.sheets where tenant_id = $1`,
      [DEMO_TENANT_ID],
    );
    console.log(rows[0]);
  });
});
