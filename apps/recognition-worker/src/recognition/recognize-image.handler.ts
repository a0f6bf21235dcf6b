import { BlobNotFoundError, type BlobStore } from '@timber/blob-store';
import { type JobPayload, RECOGNITION_ERROR, type RecognitionErrorCode } from '@timber/contracts';
import { type LogEndDetector, UnreadableImageError } from '@timber/log-detector';
import { loggerFor } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { type JobHandler, type JobRun } from '../jobs';
import { observeInference } from '../worker-metrics';
import { boxesToCircles } from './circles';
import { readAll } from './read-all';
import { type RecognitionEvents } from './recognition-events';

/**
 * `recognize-image`: tells counting the image is in recognition, reads the photo from the blob
 * store (the job names its key), runs the log-end detector and publishes the circles; the job
 * completes only once the result is published, so a run cut short runs again and publishes
 * again (counting records one result per image). A photo the decoder cannot read fails the image
 * at once (IMAGE_UNREADABLE, no retry); any other error fails the run so BullMQ retries it, and on
 * the last attempt the image's failure is published before the error goes on.
 */
export class RecognizeImageHandler implements JobHandler<'recognize-image'> {
  private readonly log = loggerFor(RecognizeImageHandler.name);

  constructor(
    private readonly events: Pick<RecognitionEvents, 'progressed' | 'completed' | 'failed'>,
    private readonly media: Pick<BlobStore, 'get'>,
    private readonly detector: Pick<LogEndDetector, 'detect' | 'settings'>,
  ) {}

  async handle(ref: JobPayload<'recognize-image'>, run: JobRun): Promise<void> {
    await this.events.progressed(ref, 10);
    await run.progress(10);
    try {
      const photo = await readAll(await this.media.get(ref.mediaKey));
      await this.events.progressed(ref, 40);
      await run.progress(40);
      const detection = await this.detector.detect(photo);
      observeInference('photo', detection.timings.inferMs);
      await run.progress(90);
      await this.events.completed(ref, {
        width: detection.width,
        height: detection.height,
        circles: boxesToCircles(detection.logs, detection.width, detection.height),
        modelVersion: this.detector.settings.version,
      });
      this.log.info(
        { imageId: ref.imageId, logs: detection.logs.length, timings: detection.timings },
        'image recognised',
      );
      await run.progress(100);
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        await this.events.failed(ref, RECOGNITION_ERROR.IMAGE_UNREADABLE);
        throw new UnrecoverableError(`${RECOGNITION_ERROR.IMAGE_UNREADABLE}: ${error.message}`);
      }
      if (run.attempt >= run.maxAttempts) {
        await this.events.failed(ref, finalErrorCode(error));
      }
      throw error;
    }
  }
}

export const finalErrorCode = (error: unknown): RecognitionErrorCode =>
  error instanceof BlobNotFoundError ? RECOGNITION_ERROR.MEDIA_MISSING : RECOGNITION_ERROR.RECOGNITION_FAILED;
