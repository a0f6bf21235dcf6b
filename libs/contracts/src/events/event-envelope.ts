import { z } from 'zod';

/**
 * What travels on the event bus. Published only through a service's outbox, in the same
 * transaction as the state change. Consumers are idempotent on eventId.
 */
export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  eventId: string;
  type: TType;
  version: number;
  tenantId: string;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  /** Events with the same key are delivered in publication order. */
  partitionKey: string;
  payload: TPayload;
}

export const eventEnvelopeSchema = z.object({
  eventId: z.uuid(),
  type: z.string().min(3),
  version: z.number().int().positive(),
  tenantId: z.uuid(),
  correlationId: z.string().min(1),
  causationId: z.string().nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
  partitionKey: z.string().min(1),
  payload: z.unknown(),
});
