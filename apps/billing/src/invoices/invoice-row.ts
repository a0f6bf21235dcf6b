import { type InvoiceRow, type OperatorInvoiceRow } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { localTime, yuanOf } from '../ledger';

/** An invoice as its repository reads it. */
export interface InvoiceRecord {
  id: string;
  tenant_id: string;
  amount_cents: number;
  order_count: number;
  status: number;
  created_by_name: string;
  created_at: Date;
  invoice_no: string | null;
  invoice_date: string | null;
  reject_reason: string | null;
  decided_at: Date | null;
}

/** §2 invoice list and status: the tenant's view of one invoice, in the caller's language and time. */
export const invoiceRowOf = (row: InvoiceRecord, locale: Locale, tzOffsetHours: number): InvoiceRow => ({
  id: row.id,
  amount: yuanOf(Number(row.amount_cents)),
  orderCount: row.order_count,
  status: row.status,
  statusDesc: translate(locale, 'server.status.invoice', { status: row.status }),
  createTime: localTime(row.created_at, tzOffsetHours),
  invoiceNo: row.invoice_no,
  invoiceDate: row.invoice_date,
  rejectReason: row.reject_reason,
  decideTime: row.decided_at ? localTime(row.decided_at, tzOffsetHours) : null,
});

/** The operator's view: the tenant's and who asked for it. */
export const operatorInvoiceRowOf = (
  row: InvoiceRecord,
  locale: Locale,
  tzOffsetHours: number,
): OperatorInvoiceRow => ({
  ...invoiceRowOf(row, locale, tzOffsetHours),
  tenantId: row.tenant_id,
  requestedBy: row.created_by_name,
});
