import { Injectable } from '@nestjs/common';
import { INVOICE_STATUS, type Paging } from '@timber/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type BillingDb } from '../billing-db';
import { type Period } from '../ledger';
import { type InvoiceRecord } from './invoice-row';

type Trx = Transaction<BillingDb>;

/** The columns of an invoice as InvoiceRecord has them (the date as yyyy-MM-dd, never a Date). */
const INVOICE_COLUMNS = [
  'id',
  'tenant_id',
  'amount_cents',
  'order_count',
  'status',
  'created_by_name',
  'created_at',
  'invoice_no',
  sql<string | null>`to_char(invoice_date, 'YYYY-MM-DD')`.as('invoice_date'),
  'reject_reason',
  'decided_at',
] as const;

/**
 * Invoice requests and the consumption orders they hold, under the caller's tenant; the operator's
 * look-ups across tenants go through the security-definer functions of migration 0005.
 */
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

  /** Those of `ids` an invoice holds already (a rejected invoice released its orders). */
  invoiced(trx: Trx, ids: readonly string[]) {
    return trx
      .selectFrom('billing.invoice_items as i')
      .innerJoin('billing.movements as m', 'm.id', 'i.movement_id')
      .select(['m.id', 'm.no'])
      .where('i.movement_id', 'in', ids)
      .where('i.released_at', 'is', null)
      .execute();
  }

  async create(
    trx: Trx,
    invoice: { id: string; tenantId: string; amountCents: number; by: string; byName: string },
    movementIds: readonly string[],
  ): Promise<InvoiceRecord> {
    await trx
      .insertInto('billing.invoices')
      .values({
        id: invoice.id,
        tenant_id: invoice.tenantId,
        amount_cents: invoice.amountCents,
        order_count: movementIds.length,
        created_by: invoice.by,
        created_by_name: invoice.byName,
      })
      .execute();
    await trx
      .insertInto('billing.invoice_items')
      .values(
        movementIds.map((id) => ({ tenant_id: invoice.tenantId, invoice_id: invoice.id, movement_id: id })),
      )
      .execute();
    return this.read(trx, invoice.id);
  }

  async page(trx: Trx, period: Period, paging: Paging) {
    const base = trx
      .selectFrom('billing.invoices')
      .where('created_at', '>=', period.from)
      .where('created_at', '<', period.to);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const records: InvoiceRecord[] = await base
      .select(INVOICE_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute();
    return { total: Number(total.n), records };
  }

  /** Which tenant an invoice is of, without a tenant set (billing.find_invoice); undefined when none. */
  async tenantOf(db: Kysely<BillingDb>, id: string): Promise<string | undefined> {
    const { rows } = await sql<{ tenant_id: string }>`
      select tenant_id from billing.find_invoice(${id}::uuid)`.execute(db);
    return rows[0]?.tenant_id;
  }

  /** Every tenant's requested invoices, oldest first (billing.requested_invoices: the operator's list). */
  async requested(db: Kysely<BillingDb>, paging: Paging) {
    const { rows } = await sql<
      Omit<InvoiceRecord, 'status' | 'invoice_no' | 'invoice_date' | 'reject_reason' | 'decided_at'>
    >`
      select id, tenant_id, amount_cents, order_count, created_by_name, created_at
        from billing.requested_invoices(${paging.pageSize}::int, ${(paging.page - 1) * paging.pageSize}::int)`.execute(
      db,
    );
    const counted = await sql<{ n: number }>`select billing.requested_invoice_count() as n`.execute(db);
    const records: InvoiceRecord[] = rows.map((row) => ({
      ...row,
      status: INVOICE_STATUS.REQUESTED,
      invoice_no: null,
      invoice_date: null,
      reject_reason: null,
      decided_at: null,
    }));
    return { total: Number(counted.rows[0]?.n ?? 0), records };
  }

  /** The invoice, locked for its decision (the caller's transaction, under its tenant). */
  lock(trx: Trx, id: string): Promise<InvoiceRecord | undefined> {
    return trx
      .selectFrom('billing.invoices')
      .select(INVOICE_COLUMNS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  read(trx: Trx, id: string): Promise<InvoiceRecord> {
    return trx
      .selectFrom('billing.invoices')
      .select(INVOICE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Issues the invoice (status 0 → 1; locked and found requested by the caller). */
  async issue(
    trx: Trx,
    id: string,
    decision: { invoiceNo: string; invoiceDate: string; by: string },
  ): Promise<void> {
    await trx
      .updateTable('billing.invoices')
      .set({
        status: INVOICE_STATUS.ISSUED,
        invoice_no: decision.invoiceNo,
        invoice_date: decision.invoiceDate,
        decided_at: sql<Date>`now()`,
        decided_by: decision.by,
      })
      .where('id', '=', id)
      .where('status', '=', INVOICE_STATUS.REQUESTED)
      .execute();
  }

  /** Rejects the invoice (status 0 → 2; locked and found requested by the caller). */
  async reject(trx: Trx, id: string, decision: { reason: string; by: string }): Promise<void> {
    await trx
      .updateTable('billing.invoices')
      .set({
        status: INVOICE_STATUS.REJECTED,
        reject_reason: decision.reason,
        decided_at: sql<Date>`now()`,
        decided_by: decision.by,
      })
      .where('id', '=', id)
      .where('status', '=', INVOICE_STATUS.REQUESTED)
      .execute();
  }

  /** Releases the invoice's consumption orders (they may be invoiced again); answers them. */
  async release(trx: Trx, invoiceId: string): Promise<string[]> {
    const rows = await trx
      .updateTable('billing.invoice_items')
      .set({ released_at: sql<Date>`now()` })
      .where('invoice_id', '=', invoiceId)
      .where('released_at', 'is', null)
      .returning('movement_id')
      .execute();
    return rows.map((row) => row.movement_id);
  }
}
