import { isQuerySchema } from '../api/common';
import { type ApiRoute, type Upstream } from './api-route';
import { ROUTES, type RouteId } from './route-catalogue';

/**
 * Whether a call of the route is a user's write, which leaves one operation-log entry (spec §3
 * Operation log, issue 17): every route of the catalogue but a GET, a public route (login, the
 * share page), a download, and a POST that only reads: a query body (listQuerySchema,
 * readQuerySchema) or `reads`. A new command is a write without anyone saying so; a new read says
 * it is one. An alias is its route's handler (the entry is the route's).
 */
export const isWriteRoute = (route: ApiRoute): boolean =>
  route.method !== 'GET' &&
  route.public !== true &&
  route.app !== true &&
  route.download !== true &&
  route.reads !== true &&
  route.aliasOf === undefined &&
  !isQuerySchema(route.body);

/** Every write route of the catalogue, by id. */
export const WRITE_ROUTES: readonly RouteId[] = (Object.keys(ROUTES) as RouteId[]).filter((id) =>
  isWriteRoute(ROUTES[id]),
);

const idOfEntry = new Map<ApiRoute, RouteId>(
  (Object.entries(ROUTES) as [RouteId, ApiRoute][]).map(([id, route]) => [route, id]),
);

/** The catalogue id of a route entry (the object in ROUTES), undefined for any other object. */
export const routeIdOf = (route: ApiRoute): RouteId | undefined => idOfEntry.get(route);

/** The message id (server catalogue) that renders an operation of the log, e.g. `server.operation.woodKindCreate`. */
export const operationMessageId = (operation: string): string => `server.operation.${operation}`;

/** The event a service writes to its outbox for each write of its routes. */
export const operationEventType = (service: Upstream) => `${service}.operation.performed` as const;

export type OperationParams = Record<string, string | number>;

/** Fields never written to the log: passwords (client hashes too), tokens, secrets. */
const SECRET_FIELD = /pass|pwd|token|secret/i;
const MAX_TEXT = 100;

/**
 * What the log keeps of a write's request: the path parameters and the body's top-level fields,
 * text cut at 100 characters, numbers as they are, a yes/no as `true`/`false`, a list as its
 * length; no nested object, and never a password, token or secret. The operation's message reads
 * the fields it names (`Added wood type: {woodKindName}`).
 */
export function operationParams(...sources: unknown[]): OperationParams {
  const params: OperationParams = {};
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) {
      continue;
    }
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (SECRET_FIELD.test(key)) {
        continue;
      }
      if (typeof value === 'string') {
        params[key] = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
      } else if (typeof value === 'number' && Number.isFinite(value)) {
        params[key] = value;
      } else if (typeof value === 'boolean') {
        params[key] = String(value);
      } else if (Array.isArray(value)) {
        params[key] = value.length;
      }
    }
  }
  return params;
}
