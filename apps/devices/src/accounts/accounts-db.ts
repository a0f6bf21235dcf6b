import { type Generated } from 'kysely';

/** A row of devices.device_users or devices.app_users (the same columns, see migration 0003). */
export interface AccountRow {
  id: string;
  tenant_id: string;
  username: string;
  real_name: string;
  phone: string;
  status: Generated<number>;
  password_hash: string;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The tables of device users, app users and IP cameras as Kysely sees them (migration 0003). */
export interface AccountsDb {
  'devices.device_users': AccountRow;
  'devices.app_users': AccountRow;
  'devices.cameras': {
    id: string;
    tenant_id: string;
    channel_no: string;
    camera_no: string;
    ip: string;
    rtsp_port: number;
    codec: string;
    admin_pwd_encrypted: string;
    created_by: string;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
}
