import { z } from 'zod';
import { type EventEnvelope } from './event-envelope';

/** Every event the system publishes: its type, version and payload schema. */
export const EVENT_CATALOGUE = {
  'inventory.wood-kind.created': {
    version: 1,
    payload: z.object({
      woodKindId: z.uuid(),
      woodKindName: z.string(),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
  },
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_CATALOGUE)[T]['payload']>;
export type DomainEvent<T extends EventType = EventType> = EventEnvelope<T, EventPayload<T>>;

/** The stream (topic) an event goes to: its bounded context, e.g. `inventory`. */
export function topicOf(type: string): string {
  const dot = type.indexOf('.');
  if (dot <= 0) {
    throw new Error(`event type must be "<context>.<entity>.<verb>", got "${type}"`);
  }
  return type.slice(0, dot);
}

export function parseEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  return EVENT_CATALOGUE[type].payload.parse(payload) as EventPayload<T>;
}
