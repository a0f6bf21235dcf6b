import { type z } from 'zod';

export type Upstream =
  | 'identity'
  | 'inventory'
  | 'devices'
  | 'ingest'
  | 'counting'
  | 'orders'
  | 'sawing'
  | 'billing';

/**
 * One route of the web app's API. The same entry gives the BFF its handler's path, method,
 * login and permission rule and body validation, and the OpenAPI document its description,
 * so the two cannot drift.
 */
/** A route's permission: one key of the permission tree, or a list of keys of which any one allows it. */
export type RequiredPermission = string | readonly string[];

/** The keys a permission names, one or more. */
export const permissionKeys = (permission: RequiredPermission | undefined): readonly string[] =>
  permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under /api; `:name` for a path parameter (`params` validates it) */
  path: string;
  summary: string;
  /**
   * more about the call for the OpenAPI document (markdown), before what the document derives from
   * the entry itself: who may call it, the request and the answer, whether the path is spec §7's
   */
  description?: string;
  /** the group of the call (OpenAPI tag, RTK Query cache tag); described in API_TAGS */
  tag: string;
  upstream: Upstream;
  /** no login needed */
  public?: boolean;
  /**
   * (the mobile app's calls) the caller holds an app token (an app user's or a system user's
   * allowed in the app, libs/auth app-token), not a back-office access token; its tenant is the
   * token's. Not a back-office user's write: no operation-log entry
   */
  app?: true;
  /**
   * permission key the caller must hold (spec §6); a list when several screens call the route: the
   * caller holds any one of them (libs/auth holdsPermission, checked by the BFF and the service)
   */
  permission?: RequiredPermission;
  body?: z.ZodType;
  params?: z.ZodType;
  data: z.ZodType;
  /**
   * longer than the default timeout (spec §9: stock confirm 60 s): the BFF waits this long for its
   * upstream, and the web client for the BFF (x-timeout-ms in the OpenAPI document, applied by the
   * web app's base query)
   */
  timeoutMs?: number;
  /** the answer is a file streamed through, not an envelope */
  download?: boolean;
  /** the media type of the downloaded file in the OpenAPI document (default: an xlsx workbook) */
  downloadType?: string;
  /**
   * (a video played by the browser) the Range header goes to the service and a part comes back
   * (206, content-range); a <video> cannot send the Authorization header, so the login token may
   * come from its cookie (TOKEN_COOKIE) instead, for this read-only route
   */
  ranged?: boolean;
  /**
   * a long-lived stream of server-sent events (text/event-stream), passed through as it comes: no
   * upstream timeout, closed when the browser goes
   */
  stream?: true;
  /**
   * (a payment provider's server calling) the body's bytes reach the service as they were sent,
   * whatever their media type (at most 64 KB), with the request's headers named here, and the
   * service's answer goes back as it is (status, media type, bytes): what the provider expects
   * back, not the envelope. The service validates the bytes itself (a provider's signature)
   */
  raw?: { headers: readonly string[] };
  /** the request is a multipart form with this file field, streamed through (at most 10 MB, §9) */
  upload?: string;
  /**
   * the spec §7 path this one is an alias of: a path the project chose before §7 named the call,
   * kept for the clients that use it; the same handler answers both
   */
  aliasOf?: string;
  /**
   * a POST that changes nothing although it takes no query body (no fields at all): not an
   * operation-log entry (see isWriteRoute; a query body or a download says so by itself)
   */
  reads?: true;
}

/**
 * An alias of a route under the path the project had chosen before spec §7 named the call: the
 * same call (schemas, login and permission rule, upstream) at another path, marked in its summary.
 */
export const aliasRoute = <R extends ApiRoute>(route: R, path: string): R & { aliasOf: string } => ({
  ...route,
  path,
  aliasOf: route.path,
  summary: `(alias of ${route.path}, the path chosen before spec §7 named the call) ${route.summary}`,
});
