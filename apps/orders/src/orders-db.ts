import { type ColumnType, type Generated } from 'kysely';

/** numeric columns: written as numbers, read back as text */
type Numeric = ColumnType<string, number, number>;
type NullableNumeric = ColumnType<string | null, number | null, number | null>;
/** date columns: written as yyyy-MM-dd, read back as a Date (UTC midnight) */
type Day = ColumnType<Date, string, string>;

/** The orders schema as Kysely sees it (migrations/0001_orders.sql, 0002_share_sheets.sql, 0003_share_tenant_name.sql, 0004_written_off.sql). */
export interface OrdersDb {
  'orders.customers': {
    tenant_id: string;
    id: string;
    name: string;
    deleted: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  'orders.sheets': {
    tenant_id: string;
    id: string;
    kind: number;
    spu: string;
    standard: string;
    customer_id: string;
    customer_name: string;
    wood_kind_id: string;
    wood_kind_name: string;
    location_id: string;
    location_name: string;
    transport_num: string;
    sheet_date: ColumnType<Date | null, string | null, string | null>;
    quantity: number;
    volume_e4: number;
    measured_logs: number;
    diameter_class_sum: number;
    length_classes: string;
    log_count: number;
    logs_kept: Generated<number>;
    confirmed_at: Date;
    event_id: string;
    order_id: string | null;
  };
  'orders.sheet_logs': {
    tenant_id: string;
    sheet_id: string;
    seq: number;
    wood_code: string;
    min_diameter: Numeric;
    max_diameter: Numeric;
    length_m: Numeric;
    diameter_class: number | null;
    length_class: NullableNumeric;
    volume_e4: number | null;
    manual: boolean;
    pic_url: string;
  };
  'orders.order_numbers': {
    tenant_id: string;
    order_type: number;
    day: Day;
    last_number: number;
  };
  'orders.orders': {
    id: string;
    tenant_id: string;
    order_no: string;
    order_type: number;
    order_date: Day;
    customer_id: string;
    customer_name: string;
    wood_grade: number | null;
    status: Generated<number>;
    quantity: number;
    volume_e4: number;
    measured_logs: number;
    diameter_class_sum: number;
    spus: string;
    transport_nums: string;
    wood_kinds: string;
    length_classes: string;
    standards: string;
    created_by: string;
    creator_name: string;
    created_at: Generated<Date>;
    checked_at: Date | null;
    checked_by: string | null;
    checker_name: string | null;
    deleted_at: Date | null;
    deleted_by: string | null;
    written_off_at: Date | null;
    written_off_by: string | null;
  };
  'orders.order_sheets': {
    tenant_id: string;
    order_id: string;
    sheet_id: string;
    spu: string;
    released_at: Date | null;
  };
  'orders.order_classes': {
    tenant_id: string;
    order_id: string;
    dia: number;
    length_class: Numeric;
    qty: number;
    volume_e4: number;
  };
  'orders.share_links': {
    id: string;
    tenant_id: string;
    /** what the link shows: 'order' (order_ids) or 'sheet' (sheet_ids); the other list is empty */
    kind: 'order' | 'sheet';
    order_ids: ColumnType<string[], string[] | undefined, string[]>;
    sheet_ids: ColumnType<string[], string[] | undefined, string[]>;
    created_by: string;
    creator_name: string;
    /** the tenant's name when the link was made (the shared page's company); null before issue 35 */
    tenant_name: ColumnType<string | null, string | null | undefined, never>;
    created_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
    revoked_by: string | null;
  };
}
