import { EVENT_CATALOGUE, type EventEnvelope, type EventPayload, type EventType } from '@timber/contracts';
import { randomUUID } from 'node:crypto';

export interface EventContext {
  tenantId: string;
  /** Carried from the request or job that caused this event. */
  correlationId: string;
  /** The event id (or command id) that caused this event; null or absent for a user's command. */
  causationId?: string | null;
  /** Events with the same key keep their order, e.g. the aggregate id. */
  partitionKey: string;
  /** Defaults to the catalogue's version of the type, else 1. */
  version?: number;
}

/** A catalogue type's payload is checked by the compiler; other types take any payload. */
export type PayloadOf<T extends string> = T extends EventType ? EventPayload<T> : unknown;

function catalogueVersion(type: string): number | undefined {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOGUE, type)
    ? EVENT_CATALOGUE[type as EventType].version
    : undefined;
}

/** A new event envelope: a fresh uuid, the current time, the context's tenant and correlation. */
export function newEvent<T extends string, P extends PayloadOf<T>>(
  type: T,
  payload: P,
  ctx: EventContext,
): EventEnvelope<T, P> {
  if (!/^[a-z0-9-]+\.[a-z0-9.-]+$/.test(type)) {
    throw new Error(`newEvent: type must be "<context>.<entity>.<verb>", got "${type}"`);
  }
  if (ctx.partitionKey.length === 0) {
    throw new Error('newEvent: partitionKey must not be empty');
  }
  return {
    eventId: randomUUID(),
    type,
    version: ctx.version ?? catalogueVersion(type) ?? 1,
    tenantId: ctx.tenantId,
    correlationId: ctx.correlationId,
    causationId: ctx.causationId ?? null,
    occurredAt: new Date().toISOString(),
    partitionKey: ctx.partitionKey,
    payload,
  };
}
