import { z } from 'zod';
import { circleSchema, countedVideoSchema } from '../api/counting';
import { handwritingProblemSchema, handwritingRowSchema } from '../api/stock-counts';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** Which image of which count order a recognition event is about. */
const recognitionRef = z.object({
  tenantId: z.uuid(),
  orderId: z.number().int().positive(),
  imageId: z.number().int().positive(),
});

/**
 * A sampled frame of a video in which logs are first seen: its JPEG, already in the blob store
 * under `mediaKey`, and the circles of those logs only.
 */
export const recognitionKeyframeSchema = z.object({
  /** the sampled frame's index (0 = the first); unique per video */
  frameIndex: z.number().int().min(0),
  mediaKey: z.string().min(1).max(1024),
  size: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  circles: z.array(circleSchema),
});
export type RecognitionKeyframe = z.infer<typeof recognitionKeyframeSchema>;

/** How much of a video the worker counted (`countedVideoSchema`), and the rate it sampled at. */
export const videoCoverageSchema = countedVideoSchema.extend({
  /** frames sampled per second of video: at most VIDEO_FPS, fewer for a long video */
  fps: z.number().positive(),
});
export type VideoCoverage = z.infer<typeof videoCoverageSchema>;

/**
 * The events of the counting context: counting's own (count orders, images, feedback) and the
 * recognition worker's results, which counting records.
 */
export const COUNTING_EVENTS = {
  'counting.operation.performed': operationPerformed('counting'),
  /** a count order's image was stored and waits for recognition (counting queues the BullMQ job from it) */
  'counting.image.submitted': {
    version: 1,
    payload: z.object({
      orderId: z.number().int().positive(),
      imageId: z.number().int().positive(),
      /** 1 image, 2 video */
      ossType: z.union([z.literal(1), z.literal(2)]),
    }),
    publisher: 'counting',
    key: 'count order id',
  },
  /**
   * the recognition worker is at `progress` percent of an image's recognition (published by the
   * worker): the first of a run (10) marks the image in recognition (5); counting records it
   */
  'counting.recognition.progressed': {
    version: 1,
    payload: recognitionRef.extend({ progress: z.number().int().min(1).max(99) }),
    publisher: 'recognition-worker',
    key: 'count order id',
  },
  /**
   * the detector found `count` log ends on an image: published by the recognition worker (at least
   * once: a job run again publishes it again), recorded by counting once per image. Version 2
   * carries the result itself (a video's also how much of it was counted, `video`, since issue 39); version 1, the count alone, was written by counting's own outbox
   * when the worker stored its results in counting's tables (recorded then: consumers skip it).
   */
  'counting.recognition.completed': {
    version: 2,
    minVersion: 2,
    payload: recognitionRef.extend({
      count: z.number().int().min(0),
      modelVersion: z.string().min(1).max(100),
      /** the photo's (a video's frames') size in pixels */
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      /** the log ends on the image, in its pixels; a video's own image has none (its keyframes do) */
      circles: z.array(circleSchema),
      /** a video's keyframes, in frame order: each to be recorded as an image of the order */
      keyframes: z.array(recognitionKeyframeSchema).optional(),
      /** a video's coverage: its length, the seconds and frames counted (absent for a photo) */
      video: videoCoverageSchema.optional(),
    }),
    publisher: 'recognition-worker',
    key: 'count order id',
  },
  /**
   * an image could not be recognised (e.g. IMAGE_UNREADABLE, RECOGNITION_FAILED after every
   * attempt): published by the recognition worker, recorded by counting (image and order failed)
   */
  'counting.recognition.failed': {
    version: 1,
    payload: recognitionRef.extend({ errorCode: z.string().min(1).max(100) }),
    publisher: 'recognition-worker',
    key: 'count order id',
  },
  /**
   * counting changed a count order's status (every change: 5, 8 or 10 as its images' recognition
   * is recorded, 12 reviewed, 15 verified, or back below 12);
   * `revision` counts these changes per order, so a copy keeps the newest whatever the order of arrival
   */
  'counting.order.status-changed': {
    version: 1,
    payload: z.object({
      orderId: z.number().int().positive(),
      orderNo: z.string(),
      status: z.number().int(),
      revision: z.number().int().positive(),
    }),
    publisher: 'counting',
    key: 'count order id',
  },
  /** a user reported that the recognition of an image was wrong: for the model's provider to look at */
  'counting.feedback.submitted': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      orderId: z.number().int().positive(),
      imageId: z.number().int().positive(),
      /** the model whose result was reported; null when the image failed before any result */
      modelVersion: z.string().nullable(),
    }),
    publisher: 'counting',
    key: 'count order id',
  },
  /**
   * the photo of a filled handwritten diameter sheet was stored and waits to be read (counting
   * queues the BullMQ job from it; issue 40)
   */
  'counting.handwriting.submitted': {
    version: 1,
    payload: z.object({ readingId: z.uuid(), template: z.union([z.literal(1), z.literal(2)]) }),
    publisher: 'counting',
    key: 'reading id',
  },
  /**
   * a handwritten sheet's photo was read: its rows with anything written, and its page drawn flat
   * (JPEG under `pageKey` in the blob store). Published by the recognition worker (at least once),
   * recorded by counting once per reading.
   */
  'counting.handwriting.read': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      readingId: z.uuid(),
      rows: z.array(handwritingRowSchema),
      pageKey: z.string().min(1).max(1024),
      modelVersion: z.string().min(1).max(100),
    }),
    publisher: 'recognition-worker',
    key: 'reading id',
  },
  /** a handwritten sheet's photo could not be read: what to retake (or failed after every attempt) */
  'counting.handwriting.failed': {
    version: 1,
    payload: z.object({ tenantId: z.uuid(), readingId: z.uuid(), problem: handwritingProblemSchema }),
    publisher: 'recognition-worker',
    key: 'reading id',
  },
} as const satisfies ContextEvents<'counting'>;
