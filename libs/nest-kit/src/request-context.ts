import { holdsPermission } from '@timber/auth';
import { type OperationParams, type RequiredPermission, type Upstream } from '@timber/contracts';
import { type Locale } from '@timber/i18n';
import { AsyncLocalStorage } from 'node:async_hooks';

/** Who asks and how they want the answer, for the length of one request, job or event. */
export interface RequestContext {
  correlationId: string;
  locale: Locale;
  /** the caller's time-zone offset in hours (spec §7), e.g. 8 or -5.5 */
  tzOffsetHours: number;
  ip: string;
  tenantId?: string;
  userId?: string;
  username?: string;
  /** the caller's tenant's name, when the login's session keeps it (issue 35: the share page's company) */
  tenantName?: string;
  /** the caller's permission keys (spec §6), for a service that refines a route's permission by what it touches */
  resources?: readonly string[];
  /** the operation-log entry of the user's write in progress (OperationRecordInterceptor) */
  operation?: PendingOperation;
}

/**
 * The operation-log entry of a user's write (spec §3 Operation log): which route, with what, and
 * whether its event is written yet (`claimed`: in a transaction not yet committed).
 */
export interface PendingOperation {
  service: Upstream;
  /** the route's id in the catalogue */
  operation: string;
  params: OperationParams;
  state: 'pending' | 'claimed' | 'written';
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runWithContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

export const currentContext = (): RequestContext | undefined => storage.getStore();

/** The context of the current request; throws when called outside one (a programming error). */
export function requestContext(): RequestContext {
  const context = storage.getStore();
  if (!context) {
    throw new Error('no request context: called outside a request, job or event handler');
  }
  return context;
}

/** Whether the authenticated caller holds a permission key (spec §6). */
export function callerHolds(permission: RequiredPermission): boolean {
  return holdsPermission(requestContext().resources ?? [], permission);
}

/** The authenticated caller of the current request. */
export function caller(): { tenantId: string; userId: string; username: string } {
  const { tenantId, userId, username } = requestContext();
  if (!tenantId || !userId || !username) {
    throw new Error('no authenticated caller in the request context');
  }
  return { tenantId, userId, username };
}
