import { cachedReader, processRegistry, within } from '@timber/telemetry';
import { type Queue } from 'bullmq';
import { Gauge } from 'prom-client';

/** The states `queue_jobs` reports (waiting: ready to run, paused included). */
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** A queue's jobs by state and the age of its oldest waiting job, read from Redis. */
export async function readQueue(
  queue: Queue,
): Promise<{ jobs: Record<(typeof STATES)[number], number>; oldestWaitingAgeSeconds: number }> {
  const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
  // the wait list oldest first: its first job has waited longest (0 when none waits)
  const [oldest] = await queue.getJobs(['wait'], 0, 0, true);
  const count = (state: string) => counts[state] ?? 0;
  return {
    jobs: {
      waiting: count('waiting') + count('paused') + count('prioritized'),
      active: count('active'),
      delayed: count('delayed'),
      failed: count('failed'),
    },
    oldestWaitingAgeSeconds: oldest ? Math.max(Date.now() - oldest.timestamp, 0) / 1_000 : 0,
  };
}

const queues = new Set<Queue>();
let registered = false;

/**
 * Reports the queue's depth in the process's registry until the returned function is called:
 * `queue_jobs{queue,state}` and `queue_oldest_waiting_age_seconds{queue}`, read from Redis at each
 * scrape. Counting, which enqueues, reports them: it keeps running when the recognition workers
 * scale to zero, and the depth is what scales them. A queue whose read fails or does not answer in
 * time (SCRAPE_READ_TIMEOUT_MS) is left out.
 */
export function watchQueue(queue: Queue): () => void {
  if (!registered) {
    registered = true;
    const registry = processRegistry();
    // one read per scrape for both gauges (prom-client collects them concurrently)
    const readAll = cachedReader(async () => {
      const read = await Promise.all(
        [...queues].map(
          async (queue) => [queue.name, await within(readQueue(queue)).catch(() => undefined)] as const,
        ),
      );
      return new Map(read.flatMap(([name, state]) => (state ? [[name, state] as const] : [])));
    }, 1_000);
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs of the BullMQ queue by state: waiting, active, delayed, failed (read at scrape time)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        const read = await readAll();
        this.reset();
        read.forEach(({ jobs }, name) => {
          STATES.forEach((state) => this.set({ queue: name, state }, jobs[state]));
        });
      },
    });
    new Gauge({
      name: 'queue_oldest_waiting_age_seconds',
      help: 'How long the oldest waiting job of the BullMQ queue has waited, 0 when none (read at scrape time)',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const read = await readAll();
        this.reset();
        read.forEach(({ oldestWaitingAgeSeconds }, name) =>
          this.set({ queue: name }, oldestWaitingAgeSeconds),
        );
      },
    });
  }
  queues.add(queue);
  return () => queues.delete(queue);
}
