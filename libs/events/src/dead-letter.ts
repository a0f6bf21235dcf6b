import { type EventEnvelope } from '@timber/contracts';

/** An event a consumer group gave up on: what both adapters write to their dead-letter stream. */
export interface DeadLetter {
  group: string;
  /** Where the event came from: `<stream>/<entry id>` or `<topic>/<partition>/<offset>`. */
  source: string;
  eventId: string | null;
  type: string | null;
  /** The last handler error (or why the message could not be decoded). */
  error: string;
  /** Handler runs before the event was given up; 0 when it could not be decoded. */
  attempts: number;
  deadLetteredAt: string;
  /** The decoded event; null when the body was not a valid envelope. */
  event: EventEnvelope | null;
  /** The body as it travelled, for events that could not be decoded. */
  body: string | null;
}

/** Reading a consumer group's dead letters (both adapters), for operators and tests. */
export interface DeadLetterReader {
  readDeadLetters(group: string): Promise<DeadLetter[]>;
}
