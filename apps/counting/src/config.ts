import { blobStoreConfigShape, PART_SIZE } from '@timber/blob-store';
import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const countingConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3105),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9405),
  /** a review may carry 2 x 5,000 circles (about 0.7 MB of JSON) */
  BODY_LIMIT: z.string().default('2mb'),
  /**
   * First segment of the BullMQ keys (`<prefix>:recognition:...`): the recognition workers must
   * use the same one. A deployment (or a test) of its own uses a prefix of its own.
   */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('timber-bull'),
  /**
   * Bytes of every upload part but the last: the spec's 10 MiB (the BFF passes at most that).
   * Tests use less, so a photo goes up in several parts.
   */
  MEDIA_PART_SIZE: z.coerce.number().int().min(1024).max(PART_SIZE).default(PART_SIZE),
  /** an upload begun and not completed within this many hours is removed with its parts */
  UPLOAD_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /**
   * the longest video accepted (seconds, 10 minutes by default): a longer one is refused when its
   * upload completes (MEDIA.TOO_LONG, naming the limit), never cut. The recognition worker spreads
   * at most VIDEO_MAX_FRAMES over a video's length, so a longer video means sparser frames.
   */
  VIDEO_MAX_SECONDS: z.coerce
    .number()
    .positive()
    .max(24 * 3600)
    .default(600),
  /** how often counting looks for such uploads (ms); 0 never (tests call the sweep themselves) */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** where the uploaded media are (BLOB_STORE, BLOB_DIR, S3_*): the same store the recognition workers read */
  ...blobStoreConfigShape,
});
export type CountingConfig = z.infer<typeof countingConfigSchema>;

export const COUNTING_CONFIG = Symbol('COUNTING_CONFIG');

export const readCountingConfig = (): CountingConfig => loadConfig(countingConfigSchema);
