import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  type JobPayload,
  readHandwritingJobId,
  RECOGNITION_JOB_OPTIONS,
  RECOGNITION_QUEUE,
  recognizeImageJobId,
} from '@timber/contracts';
import { currentTraceContext } from '@timber/telemetry';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { COUNTING_CONFIG, type CountingConfig } from '../config';
import { watchQueue } from './queue-metrics';

/**
 * The producing side of the recognition queue. Adding is idempotent: the job id is derived from
 * the image, so the same image added twice is one job while BullMQ keeps it.
 */
@Injectable()
export class RecognitionQueue implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly unwatch: () => void;

  constructor(@Inject(COUNTING_CONFIG) config: CountingConfig) {
    this.connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    this.queue = new Queue(RECOGNITION_QUEUE, { connection: this.connection, prefix: config.QUEUE_PREFIX });
    this.unwatch = watchQueue(this.queue);
  }

  /** `recognize-image` for a photo, `recognize-video` for a video (the same payload and job id). */
  async addRecognition(payload: JobPayload<'recognize-image'>, video = false): Promise<void> {
    // the trace of the event that asked for it goes on in the worker (nothing added when tracing is off)
    const traced = { ...payload, ...currentTraceContext() };
    await this.queue.add(video ? 'recognize-video' : 'recognize-image', traced, {
      ...RECOGNITION_JOB_OPTIONS,
      jobId: recognizeImageJobId(payload.imageId),
    });
  }

  /** `read-handwriting` for a photo of a filled diameter sheet (one job per reading). */
  async addHandwritingReading(payload: JobPayload<'read-handwriting'>): Promise<void> {
    await this.queue.add(
      'read-handwriting',
      { ...payload, ...currentTraceContext() },
      { ...RECOGNITION_JOB_OPTIONS, jobId: readHandwritingJobId(payload.readingId) },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch();
    await this.queue.close();
    await this.connection.quit();
  }
}
