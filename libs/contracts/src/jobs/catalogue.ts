import { z } from 'zod';

// Background jobs (BullMQ): every job's queue and payload schema. A job carries ids and the
// correlation id of what caused it, never entities: its handler reloads the state it needs.

/** The recognition workers' queue (BullMQ queue names may not contain ':'). */
export const RECOGNITION_QUEUE = 'recognition';

const recognizeImagePayload = z.object({
  tenantId: z.uuid(),
  orderId: z.number().int().positive(),
  imageId: z.number().int().positive(),
  /**
   * the image's media in the blob store (what the worker reads): the worker has no access to
   * counting's tables, so counting names it when it adds the job
   */
  mediaKey: z.string().min(1).max(1024),
  correlationId: z.string().min(1).max(100),
  /**
   * the W3C trace context of what added the job (absent when tracing is off): the worker runs the
   * job in a span under it, so the trace goes on from the request through the recognition
   */
  traceparent: z
    .string()
    .regex(/^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/)
    .optional(),
  tracestate: z.string().max(512).optional(),
});

const readHandwritingPayload = z.object({
  tenantId: z.uuid(),
  readingId: z.uuid(),
  template: z.union([z.literal(1), z.literal(2)]),
  /** the photo in the blob store */
  mediaKey: z.string().min(1).max(1024),
  correlationId: z.string().min(1).max(100),
  traceparent: recognizeImagePayload.shape.traceparent,
  tracestate: recognizeImagePayload.shape.tracestate,
});

/** Every job of the system: its queue and payload schema. */
export const JOB_CATALOGUE = {
  /** detect the log ends on one image of a count order and publish the result (counting records it) */
  'recognize-image': { queue: RECOGNITION_QUEUE, payload: recognizeImagePayload },
  /**
   * count the logs of a video (the order's one image is the video): frames sampled, logs tracked
   * across frames, each frame where new logs appear published as a keyframe (its JPEG in the blob
   * store), which counting records as an image of the order
   */
  'recognize-video': { queue: RECOGNITION_QUEUE, payload: recognizeImagePayload },
  /**
   * read the photo of a filled handwritten diameter sheet (template one or two; issue 40): the page
   * located, each digit box read, the rows and the flat page published (counting records them)
   */
  'read-handwriting': { queue: RECOGNITION_QUEUE, payload: readHandwritingPayload },
} as const;

export type JobName = keyof typeof JOB_CATALOGUE;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_CATALOGUE)[N]['payload']>;
/** A job as a discriminated union on its name: a wrong payload for a name does not compile. */
export type JobOf<N extends JobName = JobName> = { [K in N]: { name: K; data: JobPayload<K> } }[N];
/** The names of the jobs a queue carries. */
export type JobNameOf<Q extends string> = {
  [N in JobName]: (typeof JOB_CATALOGUE)[N]['queue'] extends Q ? N : never;
}[JobName];

export const jobNamesOf = (queue: string): JobName[] =>
  (Object.keys(JOB_CATALOGUE) as JobName[]).filter((name) => JOB_CATALOGUE[name].queue === queue);

export const isJobName = (name: string): name is JobName =>
  Object.prototype.hasOwnProperty.call(JOB_CATALOGUE, name);

/** The payload of a job, checked against its schema (a handler never trusts the queue). */
export function parseJobPayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return JOB_CATALOGUE[name].payload.parse(data) as JobPayload<N>;
}

/**
 * One recognition per image (photo or video): the job id makes adding it again a no-op while BullMQ keeps the job
 * (and counting records one result per image after that).
 */
export const recognizeImageJobId = (imageId: number): string => `recognize:${imageId}`;

/** One reading per photo of a sheet: adding it again is a no-op while BullMQ keeps the job. */
export const readHandwritingJobId = (readingId: string): string => `handwriting:${readingId}`;

/**
 * How recognition jobs are added: 5 attempts, exponential backoff from 2 s (2, 4, 8, 16 s);
 * finished jobs are kept a day (the job id guards against a second add meanwhile), failed ones a week.
 */
export const RECOGNITION_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
