import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
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
export class ArrearsChangedConsumer extends inboxConsumer(SUBSCRIPTION, 'identity')<IdentityDb> {
  constructor(@Inject(DB) protected readonly db: Kysely<IdentityDb>) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, IdentityDb> = {
    'billing.account.arrears-changed': async ({ tenantId, payload: { overdue, revision } }, trx) => {
      await trx
        .updateTable('identity.tenants')
        .set({ overdue, arrears_revision: revision })
        .where('id', '=', tenantId)
        .where('arrears_revision', '<', revision)
        .execute();
    },
  };
}
