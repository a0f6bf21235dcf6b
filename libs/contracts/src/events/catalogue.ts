import { z } from 'zod';
import { type EventEnvelope } from './event-envelope';

/** A confirmed sheet's totals per wood kind and standard: what billing and orders build on. */
const sheetConfirmedPayload = z.object({
  sheetId: z.uuid(),
  spu: z.string(),
  standard: z.string(),
  woodKindId: z.uuid(),
  locationId: z.uuid(),
  customerId: z.uuid(),
  quantity: z.number().int(),
  /** ten-thousandths of a m3, exact */
  volumeE4: z.number().int(),
  manual: z.boolean(),
});

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
  'inventory.stock-in.confirmed': { version: 1, payload: sheetConfirmedPayload },
  'inventory.stock-out.confirmed': { version: 1, payload: sheetConfirmedPayload },
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
