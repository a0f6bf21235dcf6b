import { type z } from 'zod';

export type Upstream = 'identity' | 'inventory' | 'devices' | 'ingest';

/**
 * One route of the web app's API. The same entry gives the BFF its handler's path, method,
 * login and permission rule and body validation, and the OpenAPI document its description,
 * so the two cannot drift.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** path under /api; `:id` for a uuid parameter */
  path: string;
  summary: string;
  tag: string;
  upstream: Upstream;
  /** no login needed */
  public?: boolean;
  /** permission key the caller must hold (spec §6) */
  permission?: string;
  body?: z.ZodType;
  params?: z.ZodType;
  data: z.ZodType;
  /** longer than the default upstream timeout (spec §7: confirm 60 s) */
  timeoutMs?: number;
  /** the answer is a file (xlsx) streamed through, not an envelope */
  download?: boolean;
  /** the request is a multipart form with this file field, streamed through (at most 10 MB, §9) */
  upload?: string;
}
