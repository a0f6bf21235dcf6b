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
    created_by: string;
    deleted_at: Date | null;
    updated_at: Generated<Date>;
  };
  'counting.count_images': {
    id: Generated<number>;
    tenant_id: string;
    order_id: number;
    seq: number;
    media_key: string;
    width: number | null;
    height: number | null;
    status: number;
    state: number;
    progress: number;
    error_code: string | null;
    /** a video's keyframe: the video's image and the sampled frame's index (migration 0003) */
    source_image_id: number | null;
    frame_index: number | null;
    updated_at: Generated<Date>;
  };
  /** the tenant's media: a keyframe's JPEG is recorded here, as an upload's is */
  'counting.media': {
    key: string;
    tenant_id: string;
    size: number;
    content_type: string;
    width: number | null;
    height: number | null;
    created_by: string;
    created_at: Generated<Date>;
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
