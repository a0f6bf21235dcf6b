import { blobStoreConfigShape } from '@timber/blob-store';
import { eventBusConfigShape, loadConfig } from '@timber/nest-kit';
import { hostname } from 'node:os';
import { z } from 'zod';

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** The recognition worker's environment, read once at boot. */
export const workerConfigSchema = z.object({
  /** where the health server listens: 0.0.0.0 in a container, so that probes reach it */
  HOST: z.string().default('127.0.0.1'),
  /** the health server's port (`/health` live, `/ready` Redis and the detector); 0 picks a free one */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3106),
  /** the internal port of this process's metrics (GET /metrics; 0: none), as the services' METRICS_PORT */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9406),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** BullMQ, and the event streams with EVENT_BUS=redis */
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /**
   * where the worker publishes its progress and results for counting (EVENT_BUS, KAFKA_BROKERS,
   * EVENT_STREAM_PREFIX): the same bus and prefix as counting's. The worker has no database.
   */
  ...eventBusConfigShape,
  /** first segment of the BullMQ keys: the same as counting's */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('timber-bull'),
  /** jobs one process runs at once; each inference uses DETECTOR_THREADS threads */
  RECOGNITION_CONCURRENCY: positiveInt(1, 16),
  DETECTOR_THREADS: positiveInt(2, 16),
  /** another ONNX model than the shipped one (its settings file beside it, same name, .json) */
  DETECTOR_MODEL_PATH: z.string().min(1).optional(),
  /** at most this many frames per second sampled from a video (`recognize-video`) */
  VIDEO_FPS: z.coerce.number().positive().max(30).default(2),
  /**
   * at most this many frames of a video in all, spread over its whole length: a video longer than
   * VIDEO_MAX_FRAMES / VIDEO_FPS seconds (3 minutes by default) is sampled more sparsely, never cut
   */
  VIDEO_MAX_FRAMES: positiveInt(360, 2_000),
  /** how long a job stays claimed without its worker renewing the claim (renewed every half) */
  LOCK_DURATION_MS: positiveInt(30_000, 600_000),
  /** how often a worker looks for jobs whose worker died (claim expired) and puts them back */
  STALLED_INTERVAL_MS: positiveInt(30_000, 600_000),
  /** how often a job may lose its worker before it fails */
  MAX_STALLED_COUNT: z.coerce.number().int().min(0).max(10).default(2),
  /** shown as the job's processedBy */
  WORKER_NAME: z.string().min(1).max(100).default(`${hostname()}-${process.pid}`),
  /** where the media are (BLOB_STORE, BLOB_DIR, S3_*): the store counting's uploads write */
  ...blobStoreConfigShape,
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

export const readWorkerConfig = (): WorkerConfig => loadConfig(workerConfigSchema);
