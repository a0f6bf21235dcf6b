import { type EventPayload } from '@timber/contracts';
import { newEvent, type PayloadOf, writeToOutbox } from '@timber/events';
import { caller, requestContext } from '@timber/nest-kit';
import { type Transaction } from 'kysely';
import { type IdentityDb } from '../identity-db';

type AccountEventType =
  | 'identity.user.changed'
  | 'identity.permission-group.changed'
  | 'identity.user-preferences.changed'
  | 'identity.tenant-account.changed';
type Actor = 'actorId' | 'actorName' | 'ip';

/** Writes a user, group, user-preferences or tenant-account change to identity's outbox, in the command's transaction, with who did it from where. */
export async function recordAccountChange<T extends AccountEventType>(
  trx: Transaction<IdentityDb>,
  type: T,
  payload: Omit<EventPayload<T>, Actor>,
  partitionKey: string,
): Promise<void> {
  const { tenantId, userId, username } = caller();
  const { correlationId, ip } = requestContext();
  const event = newEvent(type, { ...payload, actorId: userId, actorName: username, ip } as PayloadOf<T>, {
    tenantId,
    correlationId,
    partitionKey,
  });
  await writeToOutbox(trx, 'identity', [event]);
}
