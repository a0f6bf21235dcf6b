import { type JobName, type JobNameOf, type JobPayload, jobNamesOf } from '@timber/contracts';

/** What a handler knows of the run it is in. */
export interface JobRun {
  jobId: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  maxAttempts: number;
  /** reports progress (0..100) on the job */
  progress(percent: number): Promise<void>;
}

/**
 * Runs one kind of job. It throws to fail the run (BullMQ retries with backoff) and throws
 * UnrecoverableError for input that no retry can fix; it never swallows an error.
 */
export interface JobHandler<N extends JobName> {
  handle(data: JobPayload<N>, run: JobRun): Promise<void>;
}

/** One handler for every job of a queue: a missing one does not compile. */
export type JobHandlers<Q extends string> = { [N in JobNameOf<Q>]: JobHandler<N> };

/**
 * The same check at run time, for start-up: every job the catalogue puts on `queue` has exactly
 * one handler, and no handler is for a job the queue does not carry.
 */
export function assertHandlersComplete(queue: string, handlers: Record<string, unknown>): void {
  const expected = jobNamesOf(queue).sort();
  const given = Object.keys(handlers).sort();
  const missing = expected.filter((name) => !given.includes(name));
  const extra = given.filter((name) => !expected.includes(name as JobName));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `queue ${queue}: ${missing.length ? `no handler for ${missing.join(', ')}` : ''}${
        missing.length && extra.length ? '; ' : ''
      }${extra.length ? `handlers for jobs it does not carry: ${extra.join(', ')}` : ''}`,
    );
  }
}
