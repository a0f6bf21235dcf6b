import { type Generated } from 'kysely';

/** The inventory schema as Kysely sees it (see migrations/). */
export interface InventoryDb {
  'inventory.wood_kinds': {
    id: string;
    tenant_id: string;
    name: string;
    remark: string;
    created_by: string;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
}
