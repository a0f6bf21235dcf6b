import { BlobNotFoundError } from '@timber/blob-store';
import { type JobPayload } from '@timber/contracts';
import { type LogEndDetector, UnreadableImageError } from '@timber/log-detector';
import { configureLogging } from '@timber/nest-kit';
import { UnrecoverableError } from 'bullmq';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobRun } from '../jobs/job-handler';
import { type RecognitionEvents } from './recognition-events';
import { RecognizeImageHandler } from './recognize-image.handler';

const JOB: JobPayload<'recognize-image'> = {
  tenantId: '6a1c1b7e-4f0e-4d5e-9a51-0c3c1f0e9b11',
  orderId: 7,
  imageId: 70,
  mediaKey: 'origin/2026-11-23/photo.jpg',
  correlationId: 'corr-1',
};

/** Everything the handler did, in order: what it published and the job progress it reported. */
type Step = string;

function setup(
  options: {
    /** what reading the photo does (default: a few bytes) */
    read?: () => Promise<Readable>;
    /** what the detector does (default: one log end on a 640 x 480 photo) */
    detect?: () => ReturnType<LogEndDetector['detect']>;
    /** publishing the result fails with this */
    publishFails?: Error;
    attempt?: number;
  } = {},
) {
  const steps: Step[] = [];
  const events: Pick<RecognitionEvents, 'progressed' | 'completed' | 'failed'> = {
    progressed: (_ref, progress) => {
      steps.push(`progressed ${progress}`);
      return Promise.resolve();
    },
    completed: (_ref, result) => {
      if (options.publishFails) {
        return Promise.reject(options.publishFails);
      }
      steps.push(
        `completed ${result.circles.length} ${result.width}x${result.height} ${result.modelVersion}`,
      );
      return Promise.resolve();
    },
    failed: (_ref, errorCode) => {
      steps.push(`failed ${errorCode}`);
      return Promise.resolve();
    },
  };
  const media = { get: options.read ?? (() => Promise.resolve(Readable.from([Buffer.from('jpeg')]))) };
  const detector = {
    settings: { version: 'log-ends-test' } as LogEndDetector['settings'],
    detect:
      options.detect ??
      (() =>
        Promise.resolve({
          width: 640,
          height: 480,
          logs: [{ x1: 10, y1: 10, x2: 30, y2: 30, score: 0.9 }],
          timings: { decodeMs: 1, inferMs: 1, postMs: 1 },
        })),
  };
  const run: JobRun = {
    jobId: 'recognize:70',
    attempt: options.attempt ?? 1,
    maxAttempts: 5,
    progress: (percent) => {
      steps.push(`job ${percent}`);
      return Promise.resolve();
    },
  };
  const handler = new RecognizeImageHandler(events, media, detector);
  return { steps, handle: () => handler.handle(JOB, run) };
}

describe('RecognizeImageHandler (the events it publishes, the job it completes)', () => {
  beforeAll(() => configureLogging('recognize-image-spec', 'silent'));

  it('publishes the progress and the result, and completes the job only after the result is published', async () => {
    const { steps, handle } = setup();
    await handle();
    expect(steps).toEqual([
      'progressed 10',
      'job 10',
      'progressed 40',
      'job 40',
      'job 90',
      'completed 1 640x480 log-ends-test',
      'job 100',
    ]);
  });

  it('fails the run when the result cannot be published, so BullMQ runs it again', async () => {
    const down = new Error('the event bus is down');
    const { steps, handle } = setup({ publishFails: down });
    await expect(handle()).rejects.toBe(down);
    expect(steps).not.toContain('job 100');
    expect(steps.some((step) => step.startsWith('failed'))).toBe(false);
  });

  it('publishes IMAGE_UNREADABLE for a photo the decoder cannot read, and no retry', async () => {
    const { steps, handle } = setup({ detect: () => Promise.reject(new UnreadableImageError('truncated')) });
    const error: unknown = await handle().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect((error as Error).message).toContain('IMAGE_UNREADABLE');
    expect(steps.at(-1)).toBe('failed IMAGE_UNREADABLE');
  });

  it('publishes the failure (MEDIA_MISSING, RECOGNITION_FAILED) on the last attempt only', async () => {
    const missing = () => Promise.reject(new BlobNotFoundError(JOB.mediaKey));
    const early = setup({ read: missing, attempt: 4 });
    await expect(early.handle()).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(early.steps).toEqual(['progressed 10', 'job 10']);

    const last = setup({ read: missing, attempt: 5 });
    await expect(last.handle()).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(last.steps.at(-1)).toBe('failed MEDIA_MISSING');

    const broken = setup({ detect: () => Promise.reject(new Error('onnx said no')), attempt: 5 });
    await expect(broken.handle()).rejects.toThrow('onnx said no');
    expect(broken.steps.at(-1)).toBe('failed RECOGNITION_FAILED');
  });
});
