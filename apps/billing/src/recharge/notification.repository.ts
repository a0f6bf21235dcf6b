import { Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';

/** One notification as received: what it claims, and its raw form. */
export interface ReceivedNotification {
  provider: string;
  notifyId: string | null;
  paymentId: string | null;
  body: string;
  headers: Record<string, string>;
}

/** The outcome a notification is recorded with before its settlement decides it. */
const RECEIVED = 'received';

/**
 * The notifications providers sent (billing.payment_notifications): a verified one of a known
 * payment under its tenant, in the settlement's transaction; any other (forged, naming no payment)
 * without a tenant, through billing.record_stray_notification.
 */
@Injectable()
export class NotificationRepository {
  /**
   * Records a verified notification of the tenant's payment (locked by the caller). The first time:
   * `first` true, its outcome to be decided (decide); the same notification again: counted, and
   * the outcome recorded the first time.
   */
  async receive(
    trx: Transaction<BillingDb>,
    tenantId: string,
    notification: ReceivedNotification & { notifyId: string; paymentId: string },
  ): Promise<{ id: string; first: boolean; outcome: string }> {
    const { rows } = await sql<{ id: string; first: boolean; outcome: string }>`
      insert into billing.payment_notifications
        (provider, notify_id, payment_id, tenant_id, verified, outcome, body, headers)
      values (${notification.provider}, ${notification.notifyId}, ${notification.paymentId}, ${tenantId},
              true, ${RECEIVED}, ${notification.body}, ${JSON.stringify(notification.headers)}::jsonb)
      on conflict (provider, notify_id) where verified do update
        set received_count = payment_notifications.received_count + 1, last_received_at = now()
      returning id, (xmax = 0) as first, outcome`.execute(trx);
    const row = rows[0]!;
    return { id: String(row.id), first: row.first, outcome: row.outcome };
  }

  /** What the first receipt of a notification did (credit, fail, repeat or the refusal's key). */
  async decide(trx: Transaction<BillingDb>, id: string, outcome: string): Promise<void> {
    await trx.updateTable('billing.payment_notifications').set({ outcome }).where('id', '=', id).execute();
  }

  /** A notification of no tenant (forged, or naming no payment of its provider); answers the outcome recorded. */
  async recordStray(
    db: Kysely<BillingDb>,
    notification: ReceivedNotification,
    verified: boolean,
    outcome: string,
  ): Promise<string> {
    const { rows } = await sql<{ outcome: string }>`
      select billing.record_stray_notification(
        ${notification.provider}, ${notification.notifyId}, ${notification.paymentId}::uuid, ${verified},
        ${outcome}, ${notification.body}, ${JSON.stringify(notification.headers)}::jsonb) as outcome`.execute(
      db,
    );
    return rows[0]?.outcome ?? outcome;
  }
}
