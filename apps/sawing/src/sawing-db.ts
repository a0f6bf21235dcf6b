import { type ColumnType, type Generated } from 'kysely';

/** numeric columns: written as numbers, read back as text */
type Numeric = ColumnType<string, number, number>;
type NullableNumeric = ColumnType<string | null, number | null, number | null>;
/** date columns: written as yyyy-MM-dd, read back as a Date (UTC midnight) */
type Day = ColumnType<Date, string, string>;

/** The sawing schema as Kysely sees it (migrations/0001_sawing.sql and after). */
export interface SawingDb {
  'sawing.benches': {
    tenant_id: string;
    id: string;
    machine_no: string;
    name: string;
    created_at: Generated<Date>;
    deleted_at: Date | null;
  };
  'sawing.stock_sheets': {
    tenant_id: string;
    sheet_id: string;
    kind: number;
    wood_kind_id: string;
    wood_kind_name: string;
    location_id: string;
    confirmed_at: Date;
    /** the sheet's number (spu); null for the sheets kept before migration 0007 */
    sheet_no: string | null;
  };
  'sawing.stock_logs': {
    tenant_id: string;
    sheet_id: string;
    wood_code: string;
    seq: Generated<string>;
    wood_kind_id: string;
    wood_kind_name: string;
    location_id: string;
    diameter_class: number | null;
    length_m: Numeric;
    length_class: NullableNumeric;
    volume_e4: number;
    stocked_at: Date;
    order_id: string | null;
    out_at: Date | null;
  };
  'sawing.order_numbers': {
    tenant_id: string;
    day: Day;
    last_number: number;
  };
  'sawing.orders': {
    id: string;
    tenant_id: string;
    order_no: string;
    bench_id: string;
    cutting_date: Day;
    state: Generated<number>;
    merged_into: string | null;
    log_qty: Generated<number>;
    log_vol_e4: ColumnType<string, number | undefined, number>;
    wood_sys_vol_e4: ColumnType<string, number | undefined, number>;
    wood_vol_e4: ColumnType<string | null, number | null | undefined, number | null>;
    created_by: string;
    created_at: Generated<Date>;
    closed_at: Date | null;
    deleted_at: Date | null;
  };
  'sawing.order_specs': {
    tenant_id: string;
    id: string;
    order_id: string;
    seq: number;
    length_m: Numeric;
    width_mm: number;
    thickness_mm: number;
    blocks: number;
    last_blocks: number;
    wood_grade: number;
  };
  'sawing.order_kinds': {
    tenant_id: string;
    order_id: string;
    wood_kind_id: string;
    wood_kind_name: string;
    qty: number;
    vol_e4: ColumnType<string, number, number>;
    dia_sum: ColumnType<string, number, number>;
    measured: number;
  };
  'sawing.manual_bench': {
    tenant_id: string;
    id: string;
    cutting_date: Day;
    log_kind_id: string;
    log_kind: string;
    log_vol_e4: ColumnType<string, number, number>;
    wood_vol_e4: ColumnType<string, number, number>;
    created_at: Generated<Date>;
  };
  'sawing.processing_days': {
    tenant_id: string;
    processing_date: Day;
    unit_price_cents: ColumnType<string | null, number | null, number | null>;
  };
  'sawing.processing_kinds': {
    tenant_id: string;
    processing_date: Day;
    kind_id: string;
    kind_name: string;
    log_vol_e4: ColumnType<string | null, number | null, number | null>;
    unit_price_cents: ColumnType<string | null, number | null, number | null>;
  };
  'sawing.daily_sawn': {
    tenant_id: string;
    day: Day;
    bench_id: string;
    wood_kind_id: string;
    wood_kind_name: string;
    log_e4: ColumnType<string, number, number>;
    board_e4: ColumnType<string, number, number>;
    dia_sum: ColumnType<string, number, number>;
    measured: ColumnType<string, number, number>;
  };
  'sawing.h5_passwords': {
    tenant_id: string;
    password_hash: string;
    updated_at: Generated<Date>;
    updated_by: string;
  };
  'sawing.link_generations': {
    tenant_id: string;
    generation: number;
    revoked_at: Generated<Date>;
    revoked_by: string;
  };
}
