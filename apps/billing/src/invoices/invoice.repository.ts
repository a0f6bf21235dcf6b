import { Injectable } from '@nestjs/common';
import { type Paging } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';
import { type Period } from '../ledger/ledger-read.repository';

type Trx = Transaction<BillingDb>;

/** Invoice requests and the consumption orders they hold, under the caller's tenant. */
@Injectable()
export class InvoiceRepository {
  /**
   * The tenant's consumption orders among `ids` (not locked: movements are never updated, and two
   * requests over one order meet at the unique index of invoice items, the second refused).
   */
  consumptions(trx: Trx, ids: readonly string[]) {
    return trx
      .selectFrom('billing.movements')
      .select(['id', 'no', 'amount_cents'])
      .where('id', 'in', ids)
      .where('kind', '=', 1)
      .execute();
  }

  /** Those of `ids` an invoice holds already. */
  invoiced(trx: Trx, ids: readonly string[]) {
    return trx
      .selectFrom('billing.invoice_items as i')
      .innerJoin('billing.movements as m', 'm.id', 'i.movement_id')
      .select(['m.id', 'm.no'])
      .where('i.movement_id', 'in', ids)
      .execute();
  }

  async create(
    trx: Trx,
    invoice: { id: string; tenantId: string; amountCents: number; by: string },
    movementIds: readonly string[],
  ): Promise<Date> {
    const row = await trx
      .insertInto('billing.invoices')
      .values({
        id: invoice.id,
        tenant_id: invoice.tenantId,
        amount_cents: invoice.amountCents,
        order_count: movementIds.length,
        created_by: invoice.by,
      })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('billing.invoice_items')
      .values(
        movementIds.map((id) => ({ tenant_id: invoice.tenantId, invoice_id: invoice.id, movement_id: id })),
      )
      .execute();
    return row.created_at;
  }

  async page(trx: Trx, period: Period, paging: Paging) {
    const base = trx
      .selectFrom('billing.invoices')
      .where('created_at', '>=', period.from)
      .where('created_at', '<', period.to);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const records = await base
      .select(['id', 'amount_cents', 'order_count', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute();
    return { total: Number(total.n), records };
  }
}
