import { type ColumnType, type Generated } from 'kysely';

/**
 * The part of the counting schema the worker reads and writes (apps/counting/migrations): it runs
 * as counting's role, under the job's tenant.
 */
export interface WorkerDb {
  'counting.count_orders': {
    id: number;
    tenant_id: string;
    status: number;
    deleted_at: Date | null;
    updated_at: Generated<Date>;
  };
  'counting.count_images': {
    id: number;
    tenant_id: string;
    order_id: number;
    media_key: string;
    width: number | null;
    height: number | null;
    status: number;
    state: number;
    progress: number;
    error_code: string | null;
    updated_at: Generated<Date>;
  };
  'counting.recognitions': {
    image_id: number;
    tenant_id: string;
    model_version: string;
    /** [{x, y, r, score}] as JSON text */
    detected: ColumnType<unknown, string, never>;
    created_at: Generated<Date>;
  };
}
