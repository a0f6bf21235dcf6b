import { type Generated } from 'kysely';

/** The ingest schema as Kysely sees it (see migrations/). */
export interface IngestDb {
  'ingest.devices': {
    id: string;
    tenant_id: string;
    device_no: string;
    device_name: string;
    status: number;
    standards: string[];
    min_diameter_cm: number;
    max_diameter_cm: number;
    revision: number;
    deleted: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  'ingest.references': {
    tenant_id: string;
    kind: string;
    id: string;
    name: string;
  };
  'ingest.enrolment_codes': {
    id: string;
    tenant_id: string;
    device_id: string;
    code_hash: string;
    expires_at: Date;
    used_at: Date | null;
    created_by: string;
    created_at: Generated<Date>;
  };
  'ingest.credentials': {
    id: string;
    tenant_id: string;
    device_id: string;
    token_hash: string;
    created_at: Generated<Date>;
    revoked_at: Date | null;
  };
  'ingest.measurements': {
    id: string;
    tenant_id: string;
    device_id: string;
    idempotency_key: string;
    request_hash: string;
    answer: unknown;
    created_at: Generated<Date>;
  };
}
