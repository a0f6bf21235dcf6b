import { type z } from 'zod';
import { BILLING_EVENTS } from './billing.events';
import { COUNTING_EVENTS } from './counting.events';
import { DEVICES_EVENTS } from './devices.events';
import { type EventEntry } from './event-entry';
import { type EventEnvelope } from './event-envelope';
import { IDENTITY_EVENTS } from './identity.events';
import { INGEST_EVENTS } from './ingest.events';
import { INVENTORY_EVENTS } from './inventory.events';
import { ORDERS_EVENTS } from './orders.events';
import { SAWING_EVENTS } from './sawing.events';

export * from './billing.events';
export * from './counting.events';
export * from './devices.events';
export * from './event-entry';
export * from './identity.events';
export * from './ingest.events';
export * from './inventory.events';
export * from './operation.events';
export * from './orders.events';
export * from './sawing.events';

/**
 * Every event the system publishes: its type, version, payload schema, publisher and partition
 * key. Each context declares its own in `<context>.events.ts`; docs/events.md is generated from
 * them and from the consumers (`npm run docs:events`).
 */
export const EVENT_CATALOGUE = {
  ...IDENTITY_EVENTS,
  ...INVENTORY_EVENTS,
  ...DEVICES_EVENTS,
  ...INGEST_EVENTS,
  ...COUNTING_EVENTS,
  ...ORDERS_EVENTS,
  ...SAWING_EVENTS,
  ...BILLING_EVENTS,
} as const satisfies Record<string, EventEntry>;

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

/** A payload of `type`, checked by that type's own schema (throws when it does not fit). */
export function parseEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  return EVENT_CATALOGUE[type].payload.parse(payload) as EventPayload<T>;
}

/**
 * Whether an event of `version` is older than its type's schema reads (the catalogue's
 * minVersion): a consumer acknowledges it and does nothing.
 */
export function isOutdatedEvent(type: EventType, version: number): boolean {
  const entry: EventEntry = EVENT_CATALOGUE[type];
  return version < (entry.minVersion ?? 1);
}
