import { type ColumnType, type Generated } from 'kysely';

/** The identity schema as Kysely sees it (see migrations/). */
export interface IdentityDb {
  'identity.tenants': {
    id: string;
    tenant_id: ColumnType<string, never, never>;
    number: string;
    name: string;
    short_name: string;
    /** a copy of billing's decision (billing.account.arrears-changed) */
    overdue: boolean;
    arrears_revision: Generated<number>;
    standards: string[];
    /** §2 Customer account info, kept by the tenant's administrators */
    address: Generated<string>;
    created_at: Generated<Date>;
  };
  'identity.users': {
    id: string;
    tenant_id: string;
    username: string;
    real_name: string;
    phone: string;
    /** reset codes by e-mail; empty until set (lower-cased) */
    email: Generated<string>;
    type: number;
    status: number;
    password_hash: string;
    default_password: boolean;
    last_sign_at: Date | null;
    sign_num: Generated<number>;
    created_at: Generated<Date>;
  };
  'identity.permission_groups': {
    id: string;
    tenant_id: string;
    perm_name: string;
    perm_desc: string;
    paths: string[];
    created_at: Generated<Date>;
  };
  'identity.user_groups': { tenant_id: string; user_id: string; group_id: string };
  'identity.user_preferences': {
    user_id: string;
    tenant_id: string;
    theme_color: string;
    tags_view: boolean;
    fixed_header: boolean;
    sidebar_logo: boolean;
    updated_at: Generated<Date>;
  };
  'identity.user_table_columns': {
    user_id: string;
    tenant_id: string;
    table_key: string;
    hidden: string[];
    updated_at: Generated<Date>;
  };
  'identity.operation_log': {
    id: Generated<number>;
    tenant_id: string;
    user_id: string | null;
    username: string;
    ip: string;
    operation: string;
    params: Record<string, string | number>;
    event_id: string | null;
    created_at: Generated<Date>;
  };
}
