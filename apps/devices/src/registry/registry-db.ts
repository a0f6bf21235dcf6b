import { type ColumnType, type Generated } from 'kysely';

/** The device list's tables as Kysely sees them (migrations/0002_devices.sql). */
export interface RegistryDb {
  'devices.devices': {
    id: string;
    tenant_id: string;
    device_no: string;
    device_name: string;
    type: string;
    status: number;
    standards: string[];
    customer_no: string;
    revision: Generated<number>;
    credential_state: Generated<string>;
    created_by: string;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'devices.device_logs': {
    id: string;
    tenant_id: string;
    device_id: string;
    device_no: string;
    device_name: string;
    opr_id: string | null;
    opr_name: string;
    action: string;
    /** written as JSON text, read back as the object */
    detail: ColumnType<Record<string, string | number>, string, string>;
    event_id: string | null;
    created_at: Generated<Date>;
  };
}
