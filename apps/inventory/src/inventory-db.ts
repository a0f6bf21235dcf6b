import { type StandardDefinition } from '@timber/volume';
import { type ColumnType, type Generated } from 'kysely';

interface Audited {
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The inventory schema as Kysely sees it (see migrations/). */
export interface InventoryDb {
  'inventory.wood_kinds': {
    id: string;
    tenant_id: string;
    name: string;
    remark: string;
  } & Audited;
  'inventory.customer_numbers': {
    tenant_id: string;
    last_number: number;
  };
  'inventory.customers': {
    id: string;
    tenant_id: string;
    customer_no: string;
    name: string;
    phone: string;
    email: string;
    address: string;
  } & Audited;
  'inventory.locations': {
    id: string;
    tenant_id: string;
    name: string;
    remark: string;
  } & Audited;
  'inventory.wood_specs': {
    id: string;
    tenant_id: string;
    /** numeric(4,2): pg answers a string, Kysely sends a number */
    length_m: ColumnType<string, number, number>;
    remark: string;
    hot: Generated<boolean>;
  } & Audited;
  'inventory.diameter_ranges': {
    id: string;
    tenant_id: string;
    lower_limit: number;
    upper_limit: number;
  } & Audited;
  'inventory.custom_standards': {
    id: string;
    tenant_id: string;
    code: string;
    name: string;
    /** written as JSON text, read back as the definition */
    definition: ColumnType<StandardDefinition, string, string>;
    created_by: string;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** counting's count orders as its events tell them (migration 0011) */
  'inventory.count_orders': {
    id: number;
    tenant_id: string;
    order_no: string;
    status: number;
    revision: number;
    updated_at: Generated<Date>;
  };
  'inventory.sheet_numbers': { tenant_id: string; kind: number; day: string; last_number: number };
  /** sheets per UTC day, kind, status, customer and wood kind (kept by a trigger; migration 0006) */
  'inventory.sheet_day_counts': {
    tenant_id: string;
    kind: number;
    day: string;
    status: number;
    customer_id: string | null;
    wood_kind_id: string;
    sheets: number;
  };
  'inventory.sheets': {
    id: string;
    tenant_id: string;
    kind: number;
    spu: string;
    sheet_type: number;
    status: number;
    standard: string;
    /** date: written as yyyy-MM-dd, read back as a Date at UTC midnight */
    sheet_date: ColumnType<Date, string, string>;
    location_id: string;
    wood_kind_id: string;
    customer_id: string | null;
    transport_num: string;
    quantity: number;
    volume_e4: number;
    purchase_volume_e4: number | null;
    diameter_sum_e1: number;
    error_num: Generated<number>;
    manual: Generated<boolean>;
    device_no: Generated<string>;
    creator_name: Generated<string>;
    confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    merged_into: ColumnType<string | null, string | null | undefined, string | null>;
    /** the count order a stock-in sheet was made from (migration 0007) */
    count_order_id: ColumnType<number | null, number | null | undefined, number | null>;
    count_order_no: ColumnType<string | null, string | null | undefined, string | null>;
  } & Audited;
  'inventory.sheet_logs': {
    id: string;
    tenant_id: string;
    sheet_id: string;
    origin_sheet_id: string;
    wood_code: string;
    min_diameter: number;
    max_diameter: number;
    length_m: number;
    diameter_class: number | null;
    length_class: number | null;
    volume_e4: number | null;
    abnormal: Generated<boolean>;
    manual: Generated<boolean>;
    data_source: number;
    device_no: Generated<string>;
    pic_url: Generated<string>;
    /** §3 picStatus: 0 feedback can be sent, 5 in progress, 10 done */
    pic_status: Generated<number>;
    /** §4 image card state of its picture: 4 shown, 0 deleted (migration 0020) */
    card_state: Generated<number>;
    feedback_at: Generated<Date | null>;
    feedback_by: Generated<string | null>;
    feedback_comment: Generated<string | null>;
  };
  'inventory.stock': {
    id: string;
    tenant_id: string;
    location_id: string;
    wood_kind_id: string;
    quantity: number;
    volume_e4: number;
    updated_at: Date;
  };
  /** One log in stock (migrations/0005_stock_pieces.sql, 0013_sawn_pieces.sql); in stock while out_at is null. */
  'inventory.stock_pieces': {
    id: string;
    tenant_id: string;
    /** order of arrival: bigint, which pg answers as a string */
    seq: ColumnType<string, never, never>;
    stock_id: string;
    dummy: Generated<boolean>;
    in_sheet_id: string | null;
    sheet_log_id: string | null;
    wood_code: Generated<string>;
    /** numeric: pg answers strings; null for a dummy */
    min_diameter: ColumnType<string | null, number | null, number | null>;
    max_diameter: ColumnType<string | null, number | null, number | null>;
    length_m: ColumnType<string | null, number | null, number | null>;
    standard: string | null;
    diameter_class: number | null;
    length_class: ColumnType<string | null, number | null, number | null>;
    volume_e4: number | null;
    manual: Generated<boolean>;
    data_source: number;
    device_no: Generated<string>;
    pic_url: Generated<string>;
    pic_status: Generated<number>;
    stocked_at: Generated<Date>;
    /** the day its age counts from: its stock-in sheet's date, else the day it entered (a trigger sets it) */
    age_day: ColumnType<Date, string | undefined, never>;
    out_sheet_id: string | null;
    /** the sawing order that took it (sawing.order.logs-taken) */
    sawing_order_id: Generated<string | null>;
    /** the stock adjustment of a count that found it missing (0014_stock_counts.sql) */
    count_adjustment_id: Generated<string | null>;
    /** the stock adjustment of a count that found it in excess */
    in_adjustment_id: Generated<string | null>;
    out_log_id: string | null;
    out_at: Date | null;
  };
  /** §3 Stock-count plan (migrations/0014_stock_counts.sql): status 5 in progress, 10 finished. */
  'inventory.count_plans': {
    id: string;
    tenant_id: string;
    check_list_no: string;
    location_id: string;
    wood_kind_id: string | null;
    /** date: pg answers a Date at midnight UTC (the day as written) */
    planned_day: ColumnType<Date, string, string>;
    stock_at: Date;
    status: number;
    check_status: Generated<number>;
    planner_id: string;
    planner_name: Generated<string>;
    checker_id: string | null;
    checker_name: Generated<string>;
    check_time: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /** §3 Count detail: one line of a plan (diaId = id); null classes for pieces without readings. */
  'inventory.count_lines': {
    id: string;
    tenant_id: string;
    plan_id: string;
    stock_id: string;
    wood_kind_id: string;
    diameter_class: number | null;
    length_class: ColumnType<string | null, number | null, number | null>;
    standard: string;
    qty: number;
    /** bigint: pg answers a string */
    volume_e4: ColumnType<string, number, number>;
    unit_volume_e4: Generated<number>;
    check_qty: Generated<number>;
    counted_at: Date | null;
  };
  /** A finished count's difference on one line, applied to the stock by the finished event's consumer. */
  'inventory.stock_adjustments': {
    id: string;
    tenant_id: string;
    plan_id: string;
    line_id: string;
    stock_id: string;
    quantity: number;
    volume_e4: ColumnType<string, number, number>;
    created_at: Generated<Date>;
    applied_at: Date | null;
  };
  /** §3 Monthly inventory: the volume counted for a log kind in a month (migrations/0015). */
  'inventory.monthly_stocktakes': {
    tenant_id: string;
    month: ColumnType<Date, string, string>;
    wood_kind_id: string;
    counted_e4: ColumnType<string, number, number>;
    counted_by: string;
    updated_at: Generated<Date>;
  };
  /** §2 Dashboard stock-age warning rules (migration 0020) */
  'inventory.stock_age_rules': {
    id: string;
    tenant_id: string;
    minimum: number;
    months: number;
    created_by: string;
    created_at: Generated<Date>;
  };
  /** the tenants that have stock-age rules (no row-level security: ids only) */
  'inventory.stock_age_tenants': { tenant_id: string };
  /** the logs in stock per stock row and day of arrival, kept by triggers on stock_pieces */
  'inventory.stock_age_days': {
    tenant_id: string;
    stock_id: string;
    day: ColumnType<string, string, string>;
    qty: number;
    /** bigint: pg answers a string */
    volume_e4: ColumnType<string, number, number>;
  };
  /** the stock rows each rule fires for now (one row per crossing) */
  'inventory.stock_age_alarms': {
    tenant_id: string;
    rule_id: string;
    stock_id: string;
    aged_qty: number;
    fired_at: Generated<Date>;
  };
}
