import { BlobNotFoundError, type BlobStore } from '@timber/blob-store';
import { type JobPayload, RECOGNITION_ERROR, type RecognitionErrorCode } from '@timber/contracts';
import { type LogEndDetector, UnreadableImageError } from '@timber/log-detector';
import { loggerFor } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { type JobHandler, type JobRun } from '../jobs/job-handler';
import { boxesToCircles } from './circles';
import { readAll } from './read-all';
import { type ImageRef, RecognitionRepository } from './recognition.repository';

/**
 * `recognize-image`: reloads the image under the job's tenant, marks it in recognition, reads the
 * photo from the blob store, runs the log-end detector and stores the circles once (see
 * RecognitionRepository.complete). A photo the decoder cannot read fails the image at once
 * (IMAGE_UNREADABLE, no retry); any other error fails the run so BullMQ retries it, and on the
 * last attempt the image is marked failed before the error goes on.
 */
export class RecognizeImageHandler implements JobHandler<'recognize-image'> {
  private readonly log = loggerFor(RecognizeImageHandler.name);

  constructor(
    private readonly results: RecognitionRepository,
    private readonly media: BlobStore,
    private readonly detector: LogEndDetector,
  ) {}

  async handle(data: JobPayload<'recognize-image'>, run: JobRun): Promise<void> {
    const ref: ImageRef = data;
    const started = await this.results.start(ref);
    if (started.kind !== 'run') {
      this.log.info({ imageId: ref.imageId, found: started.kind }, 'nothing to recognise');
      return;
    }
    await run.progress(10);
    try {
      const photo = await readAll(await this.media.get(started.mediaKey));
      await this.results.progress(ref, 40);
      await run.progress(40);
      const detection = await this.detector.detect(photo);
      await run.progress(90);
      const outcome = await this.results.complete(ref, {
        width: detection.width,
        height: detection.height,
        circles: boxesToCircles(detection.logs, detection.width, detection.height),
        modelVersion: this.detector.settings.version,
      });
      this.log.info(
        { imageId: ref.imageId, logs: detection.logs.length, outcome, timings: detection.timings },
        outcome === 'stored' ? 'image recognised' : 'result not stored',
      );
      await run.progress(100);
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        await this.results.fail(ref, RECOGNITION_ERROR.IMAGE_UNREADABLE);
        throw new UnrecoverableError(`${RECOGNITION_ERROR.IMAGE_UNREADABLE}: ${error.message}`);
      }
      if (run.attempt >= run.maxAttempts) {
        await this.results.fail(ref, finalErrorCode(error));
      }
      throw error;
    }
  }
}

export const finalErrorCode = (error: unknown): RecognitionErrorCode =>
  error instanceof BlobNotFoundError ? RECOGNITION_ERROR.MEDIA_MISSING : RECOGNITION_ERROR.RECOGNITION_FAILED;
