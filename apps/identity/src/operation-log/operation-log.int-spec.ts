import { expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A user's write in inventory (adding a wood kind) reaches the operation log exactly once, through
 * `inventory.operation.performed` written with the change: when identity is killed while events
 * are in flight, and when the outbox publishes the same events again.
 */
describe('operation log from inventory events (real processes, Redis Streams, PostgreSQL)', () => {
  let system: TestStack;
  let admin: Client;

  beforeAll(async () => {
    system = await startTestStack('oplog');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
  }, 240_000); // the whole system starts: on a busy two-core machine it has taken 90 s
  afterAll(async () => {
    await admin.end();
    await system.stop();
  });

  const logged = async (): Promise<{ entries: number; events: number }> => {
    const result = await admin.query<{ entries: number; events: number }>(
      `select count(*)::int as entries, count(distinct event_id)::int as events
       from identity.operation_log where operation = 'server.operation.woodKindCreate'`,
    );
    return result.rows[0]!;
  };

  it('logs each creation once, though identity is killed mid-stream and restarted', async () => {
    const api = await system.loginAs('admin');
    const creations = Array.from({ length: 40 }, (_, i) =>
      api.ok('POST', '/wk/save', { woodKindName: `Kind ${i}` }),
    );
    await Promise.all(creations.slice(0, 20));
    await system.stack.kill('identity');
    await Promise.all(creations.slice(20));
    await system.stack.startOne('identity');
    await expectEventually(async () => expect(await logged()).toEqual({ entries: 40, events: 40 }), 30_000);
    const page = await api.ok<{ records: { operation: string }[] }>('POST', '/sys/logs', {
      page: 1,
      pageSize: 100,
    });
    expect(page.records.filter((r) => r.operation.startsWith('Added wood type: Kind '))).toHaveLength(40);
    console.log('operation log after killing identity mid-stream: 40 creations → 40 entries');
  });

  it('ignores the duplicates of a relay that publishes the same events again', async () => {
    const republished = await admin.query(
      `update inventory.outbox set published_at = null where published_at is not null`,
    );
    expect(republished.rowCount).toBeGreaterThanOrEqual(40);
    await expectEventually(async () => {
      const pending = await admin.query(`select 1 from inventory.outbox where published_at is null`);
      expect(pending.rowCount).toBe(0);
    }, 20_000);
    const consumed = await admin.query<{ n: number }>(
      `select count(*)::int as n from identity.processed_events where consumer = 'identity.operation-log'`,
    );
    expect(consumed.rows[0]?.n).toBe(40);
    expect(await logged()).toEqual({ entries: 40, events: 40 });
    console.log(`operation log after ${republished.rowCount} events were published twice: still 40 entries`);
  });
});
