import { type BlobStore, mediaKey } from '@timber/blob-store';
import {
  type JobPayload,
  RECOGNITION_ERROR,
  type RecognitionKeyframe,
  type VideoCoverage,
} from '@timber/contracts';
import { type Box, type LogEndDetector, UnreadableImageError } from '@timber/log-detector';
import { loggerFor } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { type JobHandler, type JobRun } from '../jobs';
import { observeInference } from '../worker-metrics';
import { boxesToCircles } from './circles';
import { type Track, trackerOptionsFor, trackLogs } from './log-tracker';
import { type RecognitionEvents } from './recognition-events';
import { finalErrorCode } from './recognize-image.handler';
import {
  type FrameSampling,
  type SampledFrames,
  UnreadableVideoError,
  withSampledFrames,
} from './video-frames';

/** The logs of a video's sampled frames, each once, and the frames in which they are first seen. */
export interface VideoCount {
  /** the frames' size (the first frame's) */
  width: number;
  height: number;
  /** distinct logs */
  tracks: Track[];
  /** per frame index, the boxes of the logs first seen there, in frame order */
  firstSeen: [number, Box[]][];
  /** the video's length, the seconds and frames counted, the rate chosen */
  video: VideoCoverage;
}

/**
 * Runs the detector on every sampled frame (one at a time, read from disk) and tracks the logs
 * across them (log-tracker, told the sampling rate): the core of `recognize-video`, also run by
 * bench:video. `progressed` hears each frame done.
 */
export async function countSampledVideo(
  frames: SampledFrames,
  detector: Pick<LogEndDetector, 'detect'>,
  progressed: (done: number) => Promise<void> = () => Promise.resolve(),
): Promise<VideoCount> {
  const logs: Box[][] = [];
  let size: { width: number; height: number } | undefined;
  for (let index = 0; index < frames.count; index++) {
    const detection = await detector.detect(await frames.read(index));
    observeInference('video_frame', detection.timings.inferMs);
    size ??= { width: detection.width, height: detection.height };
    logs.push(detection.logs);
    await progressed(index + 1);
  }
  const tracks = trackLogs(logs, { ...trackerOptionsFor(frames.fps), view: size });
  const firstSeen = new Map<number, Box[]>();
  for (const track of tracks) {
    firstSeen.set(track.firstFrame, [...(firstSeen.get(track.firstFrame) ?? []), track.box]);
  }
  const coveredS = Math.min(frames.durationS, frames.count / frames.fps);
  return {
    ...size!,
    tracks,
    firstSeen: [...firstSeen].sort(([a], [b]) => a - b),
    video: {
      durationS: round1(frames.durationS),
      coveredS: round1(coveredS),
      frames: frames.count,
      fps: frames.fps,
    },
  };
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * `recognize-video`: the order's image is a video. Its frames are sampled with ffmpeg over its
 * whole length (at most `VIDEO_FPS` a second, at most `VIDEO_MAX_FRAMES` in all: a long video is
 * sampled more sparsely, never cut), the detector runs on each, and the logs are tracked across
 * frames (log-tracker) so each counts once. Every frame in which counted logs are first seen
 * becomes a keyframe: its JPEG is put in the blob store, and the result published for counting
 * names the keyframes with the circles of their new logs (the video's own image has none),
 * `count` the distinct logs, and `video` the length, seconds and frames counted; counting records
 * each keyframe as an image of the order. A video ffmpeg (or a frame the decoder) cannot read
 * fails the image at once (IMAGE_UNREADABLE, no retry); other errors are retried as for photos.
 * Progress is published in steps of 10 %.
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
      await withSampledFrames(await this.media.get(ref.mediaKey), this.sampling, async (frames) => {
        await this.events.progressed(ref, 20);
        await run.progress(20);
        let told = 20;
        const counted = await countSampledVideo(frames, this.detector, async (done) => {
          const percent = 20 + Math.floor((60 * done) / frames.count);
          if (Math.floor(percent / 10) > Math.floor(told / 10)) {
            await this.events.progressed(ref, percent);
            told = percent;
          }
          await run.progress(percent);
        });
        const keyframes: RecognitionKeyframe[] = [];
        for (const [frameIndex, boxes] of counted.firstSeen) {
          const jpeg = await frames.read(frameIndex);
          const key = mediaKey(new Date(), 'jpg');
          await this.media.put(key, jpeg, 'image/jpeg');
          keyframes.push({
            frameIndex,
            mediaKey: key,
            size: jpeg.length,
            width: counted.width,
            height: counted.height,
            circles: boxesToCircles(boxes, counted.width, counted.height),
          });
        }
        await run.progress(90);
        await this.events.completed(ref, {
          width: counted.width,
          height: counted.height,
          modelVersion: this.detector.settings.version,
          circles: [],
          keyframes,
          video: counted.video,
        });
        this.log.info(
          {
            imageId: ref.imageId,
            ...counted.video,
            logs: counted.tracks.length,
            keyframes: keyframes.length,
          },
          'video recognised',
        );
      });
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
