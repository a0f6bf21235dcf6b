import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../identity-db';

const SUBSCRIPTION = {
  group: 'identity.arrears',
  topics: ['billing'],
  types: ['billing.account.arrears-changed'],
} as const satisfies EventSubscription;

/**
 * Identity's copy of the overdue flag (§2: read after login, the arrears overlay): billing decides
 * it from the balance and the credit limit and publishes each change; identity applies an event
 * once (inbox) and only when its revision is newer than the one applied (a late older event
 * changes nothing), so the copy ends as billing's last decision whatever the order of arrival.
 */
@Controller()
export class ArrearsChangedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(@Inject(DB) private readonly db: Kysely<IdentityDb>) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    const { overdue, revision } = parseEventPayload('billing.account.arrears-changed', event.payload);
    await consumeOnce(this.db, 'identity', this.group, event, async (trx) => {
      await trx
        .updateTable('identity.tenants')
        .set({ overdue, arrears_revision: revision })
        .where('id', '=', event.tenantId)
        .where('arrears_revision', '<', revision)
        .execute();
    });
  }
}
