import { type Circle, type HandwritingRow, type ScaleReference } from '@timber/contracts';
import { type ColumnType, type Generated } from 'kysely';

/** JSON written as text, read back as the value. */
type Json<T> = ColumnType<T, string, string>;

/**
 * The counting schema as Kysely sees it (migrations/0001_counting.sql, 0002_media.sql). Ids are
 * bigints read as numbers.
 */
export interface CountingDb {
  'counting.order_numbers': {
    tenant_id: string;
    /** yyyy-MM-dd */
    day: ColumnType<Date, string, string>;
    last_seq: number;
  };
  'counting.count_orders': {
    id: Generated<number>;
    tenant_id: string;
    order_no: string;
    oss_type: number;
    status: Generated<number>;
    /** numeric: read as text */
    log_length_m: ColumnType<string | null, number | null | undefined, number | null>;
    standard_code: string | null;
    created_by: string;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    verified_at: Date | null;
    verified_by: string | null;
    deleted_at: Date | null;
    deleted_by: string | null;
    revision: Generated<number>;
  };
  'counting.count_images': {
    id: Generated<number>;
    tenant_id: string;
    order_id: number;
    seq: number;
    media_key: string;
    width: number | null;
    height: number | null;
    status: Generated<number>;
    state: Generated<number>;
    manual_dia: Generated<boolean>;
    progress: Generated<number>;
    error_code: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** a video's keyframe: the video's image and the frame (migration 0003); null otherwise */
    source_image_id: ColumnType<number | null, number | null | undefined, number | null>;
    frame_index: ColumnType<number | null, number | null | undefined, number | null>;
    /** a video's own image once counted: its length, the seconds and frames counted (migration 0010) */
    video_seconds: ColumnType<number | null, number | null | undefined, number | null>;
    covered_seconds: ColumnType<number | null, number | null | undefined, number | null>;
    frames_counted: ColumnType<number | null, number | null | undefined, number | null>;
  };
  'counting.image_feedback': {
    image_id: number;
    tenant_id: string;
    order_id: number;
    comment: string | null;
    status: Generated<number>;
    created_by: string;
    created_by_name: string;
    created_at: Generated<Date>;
    resolved_at: Date | null;
  };
  /** migration 0009: the readings of handwritten diameter sheets' photos (issue 40) */
  'counting.handwriting_readings': {
    id: string;
    tenant_id: string;
    template: number;
    media_key: string;
    status: ColumnType<'reading' | 'read' | 'failed', 'reading' | undefined, 'read' | 'failed'>;
    problem: string | null;
    rows: ColumnType<HandwritingRow[] | null, string | null | undefined, string | null>;
    page_key: string | null;
    model_version: string | null;
    created_by: string;
    created_at: Generated<Date>;
    read_at: Date | null;
  };
  'counting.recognitions': {
    image_id: number;
    tenant_id: string;
    model_version: string;
    detected: Json<Circle[]>;
    created_at: Generated<Date>;
  };
  'counting.uploads': {
    upload_id: string;
    tenant_id: string;
    created_by: string;
    created_at: Generated<Date>;
    media_key: string | null;
  };
  'counting.media': {
    key: string;
    tenant_id: string;
    size: number;
    content_type: string;
    width: number | null;
    height: number | null;
    created_at: Generated<Date>;
    created_by: string;
  };
  'counting.reviews': {
    image_id: number;
    tenant_id: string;
    coordinate_manual: Json<Circle[]>;
    reference: ColumnType<ScaleReference | null, string | null, string | null>;
    updated_at: Generated<Date>;
    updated_by: string;
  };
}
