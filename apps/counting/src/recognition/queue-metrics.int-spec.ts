import { processRegistry } from '@timber/telemetry';
import { TEST_REDIS_URL } from '@timber/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueue, watchQueue } from './queue-metrics';

/** The recognition queue's depth as counting reports it, on a real Redis (no worker runs here). */
describe('queue metrics (BullMQ on Redis)', () => {
  const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 3 });
  const prefix = `qm${randomUUID().slice(0, 8)}`;
  const name = `depth-${randomUUID().slice(0, 8)}`;
  let queue: Queue;

  beforeAll(() => {
    queue = new Queue(name, { connection, prefix });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });

  it('reads the jobs by state and the age of the oldest waiting one, and serves them at a scrape', async () => {
    expect(await readQueue(queue)).toEqual({
      jobs: { waiting: 0, active: 0, delayed: 0, failed: 0 },
      oldestWaitingAgeSeconds: 0,
    });
    const enqueued = Date.now();
    await queue.add('recognize-image', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await queue.add('recognize-image', { n: 2 });
    await queue.add('recognize-image', { n: 3 }, { delay: 60_000 });
    const read = await readQueue(queue);
    expect(read.jobs).toEqual({ waiting: 2, active: 0, delayed: 1, failed: 0 });
    // the first job added has waited longest (the newest, not 0.3 s)
    expect(read.oldestWaitingAgeSeconds).toBeGreaterThanOrEqual(0.3);
    expect(read.oldestWaitingAgeSeconds).toBeLessThanOrEqual((Date.now() - enqueued) / 1_000);

    const unwatch = watchQueue(queue);
    const text = await processRegistry().metrics();
    unwatch();
    expect(text).toContain(`queue_jobs{queue="${name}",state="waiting"} 2`);
    expect(text).toContain(`queue_jobs{queue="${name}",state="delayed"} 1`);
    const age = new RegExp(`^queue_oldest_waiting_age_seconds\\{queue="${name}"\\} (\\S+)$`, 'm').exec(text);
    expect(Number(age?.[1])).toBeGreaterThan(0);
    // once unwatched, the queue is no longer reported (a scrape a second later reads again)
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await processRegistry().metrics()).not.toContain(`queue="${name}"`);
  });
});
