import { type BlobStore, mediaKey } from '@timber/blob-store';
import { type JobPayload, RECOGNITION_ERROR } from '@timber/contracts';
import { type Box, type LogEndDetector, UnreadableImageError } from '@timber/log-detector';
import { loggerFor } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { type JobHandler, type JobRun } from '../jobs/job-handler';
import { boxesToCircles } from './circles';
import { trackLogs } from './log-tracker';
import { type ImageRef, type Keyframe, RecognitionRepository } from './recognition.repository';
import { finalErrorCode } from './recognize-image.handler';
import { type FrameSampling, sampleFrames, UnreadableVideoError } from './video-frames';

/**
 * `recognize-video`: the order's image is a video. Its frames are sampled with ffmpeg
 * (`VIDEO_FPS`, at most `VIDEO_MAX_FRAMES`), the detector runs on each, and the logs are tracked
 * across frames (log-tracker) so each counts once. Every frame in which counted logs are first
 * seen becomes a keyframe: its JPEG put in the blob store, then one transaction stores the
 * keyframes as images of the order with the circles of their new logs, the video's image
 * processed without circles of its own, and `counting.recognition.completed` with the distinct
 * logs (RecognitionRepository.completeVideo). A video ffmpeg (or a frame the decoder) cannot read
 * fails the image at once (IMAGE_UNREADABLE, no retry); other errors are retried as for photos.
 */
export class RecognizeVideoHandler implements JobHandler<'recognize-video'> {
  private readonly log = loggerFor(RecognizeVideoHandler.name);

  constructor(
    private readonly results: RecognitionRepository,
    private readonly media: BlobStore,
    private readonly detector: LogEndDetector,
    private readonly sampling: FrameSampling,
  ) {}

  async handle(data: JobPayload<'recognize-video'>, run: JobRun): Promise<void> {
    const ref: ImageRef = data;
    const started = await this.results.start(ref);
    if (started.kind !== 'run') {
      this.log.info({ imageId: ref.imageId, found: started.kind }, 'nothing to recognise');
      return;
    }
    await run.progress(10);
    try {
      const frames = await sampleFrames(await this.media.get(started.mediaKey), this.sampling);
      await this.results.progress(ref, 20);
      await run.progress(20);
      const detected: { width: number; height: number; logs: Box[] }[] = [];
      for (const [index, frame] of frames.entries()) {
        const detection = await this.detector.detect(frame);
        detected.push(detection);
        const percent = 20 + Math.floor((60 * (index + 1)) / frames.length);
        await this.results.progress(ref, percent);
        await run.progress(percent);
      }
      const { width, height } = detected[0]!;
      const tracks = trackLogs(detected.map((frame) => frame.logs));
      const firstSeen = new Map<number, Box[]>();
      for (const track of tracks) {
        firstSeen.set(track.firstFrame, [...(firstSeen.get(track.firstFrame) ?? []), track.box]);
      }
      const keyframes: Keyframe[] = [];
      for (const [frameIndex, boxes] of [...firstSeen].sort(([a], [b]) => a - b)) {
        const frame = detected[frameIndex]!;
        const key = mediaKey(new Date(), 'jpg');
        await this.media.put(key, frames[frameIndex]!, 'image/jpeg');
        keyframes.push({
          frameIndex,
          mediaKey: key,
          size: frames[frameIndex]!.length,
          width: frame.width,
          height: frame.height,
          circles: boxesToCircles(boxes, frame.width, frame.height),
        });
      }
      await run.progress(90);
      const outcome = await this.results.completeVideo(ref, {
        width,
        height,
        modelVersion: this.detector.settings.version,
        keyframes,
      });
      this.log.info(
        {
          imageId: ref.imageId,
          frames: frames.length,
          logs: tracks.length,
          keyframes: keyframes.length,
          outcome,
        },
        outcome === 'stored' ? 'video recognised' : 'result not stored',
      );
      await run.progress(100);
    } catch (error) {
      if (error instanceof UnreadableVideoError || error instanceof UnreadableImageError) {
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
