import { type HandwritingProblem, type HandwritingRow, type JobPayload } from '@timber/contracts';
import { type EventBus, type EventContext, newEvent } from '@timber/events';

type ReadingJob = JobPayload<'read-handwriting'>;

/**
 * What the worker tells counting of a sheet's photo, published straight to the bus (the worker
 * owns no table): the rows read, or what to retake. Each resolves once the bus stored the event,
 * so the job completes only after it: at least once, and counting records one outcome per reading.
 */
export class HandwritingEvents {
  constructor(private readonly bus: Pick<EventBus, 'publish'>) {}

  async read(job: ReadingJob, result: { rows: HandwritingRow[]; pageKey: string; modelVersion: string }) {
    await this.bus.publish([
      newEvent(
        'counting.handwriting.read',
        { tenantId: job.tenantId, readingId: job.readingId, ...result },
        context(job),
      ),
    ]);
  }

  async failed(job: ReadingJob, problem: HandwritingProblem) {
    await this.bus.publish([
      newEvent(
        'counting.handwriting.failed',
        { tenantId: job.tenantId, readingId: job.readingId, problem },
        context(job),
      ),
    ]);
  }
}

const context = (job: ReadingJob): EventContext => ({
  tenantId: job.tenantId,
  correlationId: job.correlationId,
  partitionKey: job.readingId,
});
