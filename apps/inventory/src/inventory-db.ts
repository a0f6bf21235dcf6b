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
}
