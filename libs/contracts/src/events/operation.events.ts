import { z } from 'zod';
import { type Publisher } from './event-entry';

/**
 * A user's write through a route of the catalogue (spec §3 Operation log): who, from where, which
 * route (its id in ROUTES) and the request's parameters (operationParams). Each service writes one
 * to its own outbox in the transaction of the change (nest-kit's operation record); identity keeps
 * them as its operation log, rendered in the reader's language when read.
 */
export const operationPerformedPayload = z.object({
  userId: z.uuid(),
  username: z.string(),
  ip: z.string(),
  /** the route's id in the catalogue (ROUTES), e.g. `woodKindCreate` */
  operation: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type OperationPerformed = z.infer<typeof operationPerformedPayload>;

/** A service's `<service>.operation.performed` entry: every service writes one for its routes. */
export const operationPerformed = <P extends Publisher>(publisher: P) =>
  ({ version: 1, payload: operationPerformedPayload, publisher, key: 'user id' }) as const;
