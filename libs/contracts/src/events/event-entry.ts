import { type z } from 'zod';

/** The services that write events to an outbox (or, the recognition worker, publish them). */
export type Publisher =
  | 'identity'
  | 'inventory'
  | 'devices'
  | 'ingest'
  | 'counting'
  | 'recognition-worker'
  | 'orders'
  | 'sawing'
  | 'billing';

/** One event type of the catalogue: its payload's schema and what docs/events.md says of it. */
export interface EventEntry {
  /** the version a publisher writes now (newEvent stamps it) */
  readonly version: number;
  /**
   * the oldest version `payload` reads, when older events do not fit it: a consumer acknowledges
   * and skips those (absent: every version fits)
   */
  readonly minVersion?: number;
  readonly payload: z.ZodType;
  /** the service that writes it */
  readonly publisher: Publisher;
  /** what its partition key is (the events of one key keep their order) */
  readonly key: string;
}

/** A context's events: each type named `<context>.<entity>.<verb>`. */
export type ContextEvents<Context extends string> = Record<`${Context}.${string}`, EventEntry>;
