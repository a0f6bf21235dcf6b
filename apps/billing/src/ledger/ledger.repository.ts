import { Injectable } from '@nestjs/common';
import { timeOrderedId } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';
import { legsOf } from './domain/money';

/** A movement to write: a consumption (fee item charged) or a recharge. */
export interface NewMovement {
  kind: 'consumption' | 'recharge';
  /** what caused it, unique per tenant: the same cause never moves money twice */
  sourceKey: string;
  sourceEventId?: string;
  feeItem?: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  remark: string;
  occurredAt: Date;
}

const KIND = { consumption: 1, recharge: 2 } as const;

/**
 * The ledger (double entry, integer cents): movements and their two entries each. Every write runs
 * in the caller's transaction with the tenant set (row-level security); nothing is ever updated or
 * deleted (the service role may not), and the database refuses a movement whose legs are not two
 * summing to zero.
 */
@Injectable()
export class LedgerRepository {
  /**
   * Writes the movements whose cause is new, with their legs, and answers how many were new: a
   * cause already in the ledger (same source key) writes nothing.
   */
  async post(
    trx: Transaction<BillingDb>,
    tenantId: string,
    movements: readonly NewMovement[],
  ): Promise<number> {
    const unique = [...new Map(movements.map((m) => [m.sourceKey, m])).values()];
    if (unique.length === 0) {
      return 0;
    }
    const written = await trx
      .insertInto('billing.movements')
      .values(
        unique.map((m) => ({
          id: timeOrderedId(),
          tenant_id: tenantId,
          kind: KIND[m.kind],
          fee_item: m.feeItem ?? null,
          source_key: m.sourceKey,
          source_event_id: m.sourceEventId ?? null,
          remark: m.remark,
          quantity: m.quantity,
          unit_price_cents: m.unitPriceCents,
          amount_cents: m.amountCents,
          occurred_at: m.occurredAt,
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'source_key']).doNothing())
      .returning(['id', 'kind', 'amount_cents'])
      .execute();
    if (written.length === 0) {
      return 0;
    }
    await trx
      .insertInto('billing.entries')
      .values(
        written.flatMap((row) =>
          legsOf(row.kind === KIND.consumption ? 'consumption' : 'recharge', row.amount_cents).map((leg) => ({
            tenant_id: tenantId,
            movement_id: row.id,
            account: leg.account,
            amount_cents: leg.amountCents,
          })),
        ),
      )
      .execute();
    return written.length;
  }

  /** The tenant's balance in cents: the sum of its customer entries (derived, never stored). */
  async balance(trx: Transaction<BillingDb>): Promise<number> {
    const row = await trx
      .selectFrom('billing.entries')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('balance'))
      .where('account', '=', 'customer')
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  }
}
