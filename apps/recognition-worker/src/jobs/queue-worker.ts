import { isJobName, type JobName, type JobPayload, parseJobPayload } from '@timber/contracts';
import { DEFAULT_LOCALE } from '@timber/i18n';
import { loggerFor, runWithContext } from '@timber/nest-kit';
import { inSpanUnder, SpanKind } from '@timber/telemetry';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { ZodError } from 'zod';
import { workerMetrics } from '../worker-metrics';
import { assertHandlersComplete, type JobHandler, type JobHandlers } from './job-handler';

export interface QueueWorkerOptions<Q extends string> {
  queue: Q;
  handlers: JobHandlers<Q>;
  /** a connection of its own, with maxRetriesPerRequest null (BullMQ blocks on it) */
  connection: Redis;
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  maxStalledCount: number;
  name: string;
}

/**
 * A BullMQ worker that hands each job to its handler, with the job's tenant and correlation id
 * restored for the logs. Starting fails when a job of the queue has no handler; a job whose
 * name or payload is not the catalogue's fails at once (UnrecoverableError).
 */
export function startQueueWorker<Q extends string>(options: QueueWorkerOptions<Q>): Worker {
  assertHandlersComplete(options.queue, options.handlers);
  const log = loggerFor(`queue:${options.queue}`);
  const handlers = options.handlers as Record<string, JobHandler<JobName>>;
  const worker = new Worker(options.queue, (job: Job) => run(job), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
    lockDuration: options.lockDurationMs,
    stalledInterval: options.stalledIntervalMs,
    maxStalledCount: options.maxStalledCount,
    name: options.name,
    autorun: true,
  });

  async function run(job: Job): Promise<void> {
    observeWait(job);
    const handler = isJobName(job.name) ? handlers[job.name] : undefined;
    if (!isJobName(job.name) || !handler) {
      throw new UnrecoverableError(`queue ${options.queue} has no handler for job "${job.name}"`);
    }
    const parsed = parsePayload(job.name, job.data);
    const traced = { kind: SpanKind.CONSUMER, parent: parsed, attributes: { 'timber.job.name': job.name } };
    await inSpanUnder(`${options.queue} ${job.name}`, traced, () => runJob(job, handler, parsed));
  }

  async function runJob(job: Job, handler: JobHandler<JobName>, parsed: JobPayload<JobName>): Promise<void> {
    await runWithContext(
      {
        correlationId: parsed.correlationId,
        locale: DEFAULT_LOCALE,
        tzOffsetHours: 0,
        ip: '',
        tenantId: parsed.tenantId,
      },
      async () => {
        const started = Date.now();
        log.debug({ jobId: job.id, name: job.name, attempt: job.attemptsMade + 1 }, 'job started');
        await handler.handle(parsed, {
          jobId: job.id ?? '',
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
          progress: (percent) => job.updateProgress(percent),
        });
        log.info({ jobId: job.id, name: job.name, ms: Date.now() - started }, 'job done');
      },
    );
  }

  /** Enqueue to the first start: a retry's wait is its backoff, not the queue's depth. */
  function observeWait(job: Job): void {
    if (job.attemptsMade === 0 && job.processedOn !== undefined) {
      workerMetrics().jobWait.observe(
        { queue: options.queue },
        Math.max(job.processedOn - job.timestamp, 0) / 1_000,
      );
    }
  }

  function parsePayload(name: JobName, data: unknown) {
    try {
      return parseJobPayload(name, data);
    } catch (error) {
      const problems =
        error instanceof ZodError
          ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
          : String(error);
      throw new UnrecoverableError(`job "${name}" has a payload its schema refuses: ${problems}`);
    }
  }

  // from 0, so that the first failure is an increase a rule sees, not a series appearing
  workerMetrics().completed.inc({ queue: options.queue }, 0);
  workerMetrics().failed.inc({ queue: options.queue }, 0);
  worker.on('completed', () => workerMetrics().completed.inc({ queue: options.queue }));
  worker.on('failed', (job, error) => {
    // BullMQ sets finishedOn only when the job fails for good (no retry left, or UnrecoverableError)
    if (job?.finishedOn) {
      workerMetrics().failed.inc({ queue: options.queue });
    }
    log.warn({ jobId: job?.id, name: job?.name, attempt: job?.attemptsMade, err: error }, 'job failed');
  });
  worker.on('error', (error) => log.error({ err: error }, 'worker error'));
  return worker;
}
