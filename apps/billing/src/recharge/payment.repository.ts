import { Injectable } from '@nestjs/common';
import { type Paging } from '@timber/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';

export interface PaymentRow {
  id: string;
  amountCents: number;
  channel: string;
  status: number;
  createdAt: Date;
}

/** A payment locked for its settlement: with its provider and expiry. */
export interface LockedPayment extends PaymentRow {
  provider: string;
  expiresAt: Date;
}

const paymentRowOf = (row: {
  id: string;
  amount_cents: number;
  channel: string;
  status: number;
  created_at: Date;
}): PaymentRow => ({
  id: row.id,
  amountCents: Number(row.amount_cents),
  channel: row.channel,
  status: row.status,
  createdAt: row.created_at,
});

/** A payment as billing.find_payment tells it, without a tenant set. */
export interface FoundPayment {
  tenantId: string;
  amountCents: number;
  status: number;
  provider: string;
}

/** Payment orders (billing.payments), in the caller's transaction with the tenant set. */
@Injectable()
export class PaymentRepository {
  async create(
    trx: Transaction<BillingDb>,
    payment: {
      id: string;
      tenantId: string;
      amountCents: number;
      channel: string;
      provider: string;
      by: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    await trx
      .insertInto('billing.payments')
      .values({
        id: payment.id,
        tenant_id: payment.tenantId,
        amount_cents: payment.amountCents,
        channel: payment.channel,
        provider: payment.provider,
        created_by: payment.by,
        expires_at: payment.expiresAt,
      })
      .execute();
  }

  /** Which tenant a payment is of, its amount, status and provider, without a tenant set (billing.find_payment). */
  async find(db: Kysely<BillingDb>, id: string): Promise<FoundPayment | undefined> {
    const { rows } = await sql<{ tenant_id: string; amount_cents: string; status: number; provider: string }>`
      select tenant_id, amount_cents, status, provider from billing.find_payment(${id}::uuid)`.execute(db);
    const row = rows[0];
    return (
      row && {
        tenantId: row.tenant_id,
        amountCents: Number(row.amount_cents),
        status: row.status,
        provider: row.provider,
      }
    );
  }

  /** Online payments of every tenant still awaiting, created before `before`, oldest first (billing.pending_payments). */
  async pending(db: Kysely<BillingDb>, before: Date, limit: number): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      select id from billing.pending_payments(${before}, ${limit})`.execute(db);
    return rows.map((row) => row.id);
  }

  async lock(trx: Transaction<BillingDb>, id: string): Promise<LockedPayment | undefined> {
    const row = await trx
      .selectFrom('billing.payments')
      .select(['id', 'amount_cents', 'channel', 'status', 'created_at', 'provider', 'expires_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && { ...paymentRowOf(row), provider: row.provider, expiresAt: row.expires_at };
  }

  async settle(trx: Transaction<BillingDb>, id: string, status: number, providerRef: string): Promise<void> {
    await trx
      .updateTable('billing.payments')
      .set({ status, provider_ref: providerRef, settled_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 0)
      .execute();
  }

  /** Closes a payment still awaiting (status 3): not paid before its expiry, closed at its provider. */
  async close(trx: Transaction<BillingDb>, id: string): Promise<void> {
    await trx
      .updateTable('billing.payments')
      .set({ status: 3, settled_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 0)
      .execute();
  }

  /** A payment's status under the tenant set, without locking it. */
  async status(trx: Transaction<BillingDb>, id: string): Promise<number | undefined> {
    const row = await trx
      .selectFrom('billing.payments')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  }

  async recordFeedback(trx: Transaction<BillingDb>, id: string, feedback: number): Promise<void> {
    await trx.updateTable('billing.payments').set({ feedback }).where('id', '=', id).execute();
  }

  async page(trx: Transaction<BillingDb>, paging: Paging): Promise<{ total: number; records: PaymentRow[] }> {
    const total = await trx
      .selectFrom('billing.payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('billing.payments')
      .select(['id', 'amount_cents', 'channel', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute();
    return {
      total: Number(total.n),
      records: rows.map(paymentRowOf),
    };
  }
}
