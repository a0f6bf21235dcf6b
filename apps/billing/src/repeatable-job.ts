import { type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type BillingConfig } from './config';

/** A repeatable job's queue, the name of its runs, how often (ms) and how many run at once. */
export interface JobSchedule {
  queue: string;
  schedulerId: string;
  jobName: string;
  every: number;
  concurrency: number;
}

/**
 * One of billing's BullMQ queues with its worker and a job scheduler adding a run every
 * `every` ms (a repeatable job: whichever billing process takes each run), on billing's Redis
 * under QUEUE_PREFIX; started with the app, closed with it. The house pattern of the monthly fee
 * and of the payments' reconciliation: a subclass says its schedule (none: not in this process)
 * and what a job does.
 */
export abstract class RepeatableJobScheduler<T = unknown>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private connection?: Redis;
  protected queue?: Queue;
  protected worker?: Worker<T>;

  protected constructor(protected readonly config: BillingConfig) {}

  /** the job's queue and schedule; undefined when it does not run in this process (interval 0) */
  protected abstract schedule(): JobSchedule | undefined;

  /** what one job does (its result is kept with it) */
  protected abstract process(job: Job<T>): Promise<unknown>;

  async onApplicationBootstrap(): Promise<void> {
    const schedule = this.schedule();
    if (!schedule) {
      return;
    }
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.config.QUEUE_PREFIX };
    this.queue = new Queue(schedule.queue, options);
    this.worker = new Worker<T>(schedule.queue, (job: Job<T>) => this.process(job), {
      ...options,
      concurrency: schedule.concurrency,
    });
    await this.queue.upsertJobScheduler(
      schedule.schedulerId,
      { every: schedule.every },
      { name: schedule.jobName, opts: { removeOnComplete: 10, removeOnFail: 50 } },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await this.connection?.quit();
  }
}
