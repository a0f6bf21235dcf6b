import { type BlobStore, createBlobStore } from '@timber/blob-store';
import { RECOGNITION_QUEUE } from '@timber/contracts';
import { DigitNetwork } from '@timber/handwriting-reader';
import { LogEndDetector } from '@timber/log-detector';
import { busFactory, loggerFor, type ReadinessCheck } from '@timber/nest-kit';
import { type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type WorkerConfig } from './config';
import { HandwritingEvents, ReadHandwritingHandler } from './handwriting';
import { startQueueWorker } from './jobs';
import { RecognitionEvents, RecognizeImageHandler, RecognizeVideoHandler } from './recognition';

export interface RunningWorker {
  worker: Worker;
  /** What `/ready` of the health server asks: Redis answers, the detector is loaded. */
  readiness: readonly ReadinessCheck[];
  /** Lets the running jobs finish (up to the lock time), then releases everything. */
  close(): Promise<void>;
}

/**
 * One recognition worker process: the detector and the handwritten digit network loaded once
 * (~100 ms), the blob store, the event
 * bus it publishes its results on (for counting to record: the worker has no database), and a
 * BullMQ worker on the `recognition` queue.
 */
export async function startRecognitionWorker(config: WorkerConfig): Promise<RunningWorker> {
  const log = loggerFor('recognition-worker');
  const detector = await LogEndDetector.load({
    threads: config.DETECTOR_THREADS,
    ...(config.DETECTOR_MODEL_PATH ? { modelPath: config.DETECTOR_MODEL_PATH } : {}),
  });
  // the handwritten sheets' digit network: 1.9 MB, one thread (a sheet's boxes are one small batch)
  const digits = await DigitNetwork.load({ threads: 1 });
  const bus = busFactory(config, 'recognition-worker')();
  const media: BlobStore = createBlobStore(config);
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const events = new RecognitionEvents(bus);
  const worker = startQueueWorker({
    queue: RECOGNITION_QUEUE,
    handlers: {
      'recognize-image': new RecognizeImageHandler(events, media, detector),
      'recognize-video': new RecognizeVideoHandler(events, media, detector, {
        maxFps: config.VIDEO_FPS,
        maxFrames: config.VIDEO_MAX_FRAMES,
      }),
      'read-handwriting': new ReadHandwritingHandler(new HandwritingEvents(bus), media, digits),
    },
    connection,
    prefix: config.QUEUE_PREFIX,
    concurrency: config.RECOGNITION_CONCURRENCY,
    lockDurationMs: config.LOCK_DURATION_MS,
    stalledIntervalMs: config.STALLED_INTERVAL_MS,
    maxStalledCount: config.MAX_STALLED_COUNT,
    name: config.WORKER_NAME,
  });
  await worker.waitUntilReady();
  log.info(
    {
      queue: RECOGNITION_QUEUE,
      concurrency: config.RECOGNITION_CONCURRENCY,
      threads: config.DETECTOR_THREADS,
      model: detector.settings.version,
    },
    'recognition worker ready',
  );
  let closing = false;
  return {
    worker,
    readiness: [
      {
        name: 'redis',
        check: async () => {
          // commands wait (maxRetriesPerRequest null) while the connection is down: ask only when up
          if (connection.status !== 'ready') {
            throw new Error(`redis connection ${connection.status}`);
          }
          await connection.ping();
        },
      },
      {
        name: 'detector',
        check: () => (closing ? Promise.reject(new Error('the detector is released')) : Promise.resolve()),
      },
    ],
    async close() {
      closing = true;
      await worker.close();
      await Promise.all([bus.close(), media.close(), detector.release(), digits.release()]);
      await connection.quit();
    },
  };
}
