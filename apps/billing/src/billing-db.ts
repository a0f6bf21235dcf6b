import { type ColumnType, type Generated } from 'kysely';

/** numeric columns: written as numbers, read back as text */
type Numeric = ColumnType<string, number, number>;

/** The billing schema as Kysely sees it (migrations/0001_billing.sql and after). */
export interface BillingDb {
  'billing.accounts': {
    tenant_id: string;
    credit_limit_cents: Generated<number>;
    overdue: Generated<boolean>;
    arrears_revision: Generated<number>;
    updated_at: Generated<Date>;
  };
  'billing.fee_items': {
    tenant_id: string;
    fee_item: string;
    price_cents: number;
    updated_at: Generated<Date>;
    updated_by: string;
  };
  'billing.movements': {
    id: string;
    tenant_id: string;
    no: Generated<number>;
    kind: number;
    fee_item: string | null;
    source_key: string;
    source_event_id: string | null;
    remark: Generated<string>;
    quantity: Numeric;
    unit_price_cents: number;
    amount_cents: number;
    occurred_at: Date;
    created_at: Generated<Date>;
  };
  'billing.entries': {
    id: Generated<number>;
    tenant_id: string;
    movement_id: string;
    account: 'customer' | 'usage' | 'payments';
    amount_cents: number;
    created_at: Generated<Date>;
  };
  'billing.payments': {
    id: string;
    tenant_id: string;
    amount_cents: number;
    channel: string;
    provider: string;
    status: Generated<number>;
    provider_ref: string | null;
    feedback: number | null;
    created_by: string;
    created_at: Generated<Date>;
    settled_at: Date | null;
    expires_at: Date;
  };
  'billing.payment_notifications': {
    id: Generated<string>;
    provider: string;
    notify_id: string | null;
    payment_id: string | null;
    tenant_id: string | null;
    verified: boolean;
    outcome: string;
    body: string;
    headers: Generated<Record<string, string>>;
    received_at: Generated<Date>;
    received_count: Generated<number>;
    last_received_at: Generated<Date>;
  };
  'billing.invoices': {
    id: string;
    tenant_id: string;
    amount_cents: number;
    order_count: number;
    status: Generated<number>;
    created_by: string;
    created_by_name: Generated<string>;
    created_at: Generated<Date>;
    // migrations/0005_invoice_decisions.sql: the operator's decision
    invoice_no: string | null;
    /** a date: read it with to_char (yyyy-MM-dd), never as a Date */
    invoice_date: ColumnType<string | null, string | null, string | null>;
    reject_reason: string | null;
    decided_at: Date | null;
    decided_by: string | null;
  };
  'billing.invoice_items': {
    tenant_id: string;
    invoice_id: string;
    movement_id: string;
    /** set when the invoice was rejected: the order may be invoiced again */
    released_at: Date | null;
  };
}
