import { type BlobStore, mediaKey } from '@timber/blob-store';
import { type JobPayload, RECOGNITION_ERROR, type RecognitionKeyframe } from '@timber/contracts';
import { type Box, type LogEndDetector, UnreadableImageError } from '@timber/log-detector';
import { loggerFor } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { type JobHandler, type JobRun } from '../jobs';
import { observeInference } from '../worker-metrics';
import { boxesToCircles } from './circles';
import { trackLogs } from './log-tracker';
import { type RecognitionEvents } from './recognition-events';
import { finalErrorCode } from './recognize-image.handler';
import { type FrameSampling, sampleFrames, UnreadableVideoError } from './video-frames';

/**
 * `recognize-video`: the order's image is a video. Its frames are sampled with ffmpeg
 * (`VIDEO_FPS`, at most `VIDEO_MAX_FRAMES`), the detector runs on each, and the logs are tracked
 * across frames (log-tracker) so each counts once. Every frame in which counted logs are first
 * seen becomes a keyframe: its JPEG is put in the blob store, and the result published for
 * counting names the keyframes with the circles of their new logs (the video's own image has
 * none), `count` the distinct logs; counting records each keyframe as an image of the order. A
 * video ffmpeg (or a frame the decoder) cannot read fails the image at once (IMAGE_UNREADABLE, no
 * retry); other errors are retried as for photos. Progress is published in steps of 10 %.
 */
export class RecognizeVideoHandler implements JobHandler<'recognize-video'> {
  private readonly log = loggerFor(RecognizeVideoHandler.name);

  constructor(
    private readonly events: Pick<RecognitionEvents, 'progressed' | 'completed' | 'failed'>,
    private readonly media: BlobStore,
    private readonly detector: Pick<LogEndDetector, 'detect' | 'settings'>,
    private readonly sampling: FrameSampling,
  ) {}

  async handle(ref: JobPayload<'recognize-video'>, run: JobRun): Promise<void> {
    await this.events.progressed(ref, 10);
    await run.progress(10);
    try {
      const frames = await sampleFrames(await this.media.get(ref.mediaKey), this.sampling);
      await this.events.progressed(ref, 20);
      await run.progress(20);
      const detected: { width: number; height: number; logs: Box[] }[] = [];
      let told = 20;
      for (const [index, frame] of frames.entries()) {
        const detection = await this.detector.detect(frame);
        observeInference('video_frame', detection.timings.inferMs);
        detected.push(detection);
        const percent = 20 + Math.floor((60 * (index + 1)) / frames.length);
        if (Math.floor(percent / 10) > Math.floor(told / 10)) {
          await this.events.progressed(ref, percent);
          told = percent;
        }
        await run.progress(percent);
      }
      const { width, height } = detected[0]!;
      const tracks = trackLogs(detected.map((frame) => frame.logs));
      const firstSeen = new Map<number, Box[]>();
      for (const track of tracks) {
        firstSeen.set(track.firstFrame, [...(firstSeen.get(track.firstFrame) ?? []), track.box]);
      }
      const keyframes: RecognitionKeyframe[] = [];
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
      await this.events.completed(ref, {
        width,
        height,
        modelVersion: this.detector.settings.version,
        circles: [],
        keyframes,
      });
      this.log.info(
        { imageId: ref.imageId, frames: frames.length, logs: tracks.length, keyframes: keyframes.length },
        'video recognised',
      );
      await run.progress(100);
    } catch (error) {
      if (error instanceof UnreadableVideoError || error instanceof UnreadableImageError) {
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
