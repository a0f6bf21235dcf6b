import {
  type Circle,
  type JobPayload,
  type RecognitionErrorCode,
  type RecognitionKeyframe,
  type VideoCoverage,
} from '@timber/contracts';
import { type EventBus, type EventContext, newEvent } from '@timber/events';

/** The image a job is about, as the job names it (ids, its media key, the correlation id). */
export type ImageRef = JobPayload<'recognize-image'>;

/** A photo's result, or a video's: its own image without circles, its keyframes with theirs. */
export interface RecognitionResult {
  /** the photo's (the video's frames') size */
  width: number;
  height: number;
  modelVersion: string;
  circles: Circle[];
  keyframes?: RecognitionKeyframe[];
  /** a video's length, and the seconds and frames counted */
  video?: VideoCoverage;
}

/**
 * What the worker tells counting, published straight to the event bus (the worker owns no table,
 * so it has no outbox): progress, the result, a failure. Each call resolves once the bus has
 * stored the event (Redis XADD, Kafka's acknowledgement) and throws when it could not, so a
 * handler that awaits it before its job completes publishes at least once: a job whose worker
 * dies in between runs again and publishes again, and counting records one outcome per image.
 * Events of one order share its partition key, so counting reads them in the order published.
 */
export class RecognitionEvents {
  constructor(private readonly bus: Pick<EventBus, 'publish'>) {}

  /** the image is at `progress` percent; the first of a run (10) marks it in recognition */
  async progressed(ref: ImageRef, progress: number): Promise<void> {
    await this.bus.publish([
      newEvent('counting.recognition.progressed', { ...target(ref), progress }, context(ref)),
    ]);
  }

  async completed(ref: ImageRef, result: RecognitionResult): Promise<void> {
    const count = (result.keyframes ?? []).reduce(
      (sum, keyframe) => sum + keyframe.circles.length,
      result.circles.length,
    );
    await this.bus.publish([
      newEvent('counting.recognition.completed', { ...target(ref), count, ...result }, context(ref)),
    ]);
  }

  async failed(ref: ImageRef, errorCode: RecognitionErrorCode): Promise<void> {
    await this.bus.publish([
      newEvent('counting.recognition.failed', { ...target(ref), errorCode }, context(ref)),
    ]);
  }
}

const target = (ref: ImageRef) => ({ tenantId: ref.tenantId, orderId: ref.orderId, imageId: ref.imageId });

/** the job's tenant and correlation; the order's partition, so counting reads an order's events in order */
const context = (ref: ImageRef): EventContext => ({
  tenantId: ref.tenantId,
  correlationId: ref.correlationId,
  partitionKey: String(ref.orderId),
});
