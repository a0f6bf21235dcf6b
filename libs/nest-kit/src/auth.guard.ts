import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { holdsPermission } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { requestContext } from './request-context';
import { RouteRules, type RouteRule } from './route-rules';

export interface AuthenticatedCaller {
  tenantId: string;
  userId: string;
  username: string;
  userType: number;
  /** the permission keys the caller's session holds (spec §6) */
  resources: readonly string[];
}

/** How a process turns a request into its caller; throws a DomainError (401xxx) when it cannot. */
export interface Authenticator {
  authenticate(req: Request): Promise<AuthenticatedCaller>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

/**
 * Global guard of every process: a route runs only under its declared rule (the route catalogue's
 * entry, or a decorator for a route the catalogue does not list), and a route without one is
 * refused (startup already fails on it, see RouteRules). A user's route needs a live session
 * (logout and a password change end it in every process at once), the session's tenant, and the
 * route's permission key when it names one.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly rules: RouteRules,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { caller?: AuthenticatedCaller }>();
    const rule = this.rules.ruleOf(context.getHandler());
    if (!rule) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    if (!this.rules.servesHere(rule, req.socket.localPort)) {
      throw new DomainError('COMMON.NOT_FOUND');
    }
    if (rule.kind !== 'login') {
      return true;
    }
    const found = await this.authenticator.authenticate(req);
    if (!allows(rule, found)) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    req.caller = found;
    Object.assign(requestContext(), {
      tenantId: found.tenantId,
      userId: found.userId,
      username: found.username,
    });
    return true;
  }
}

const allows = (rule: RouteRule & { kind: 'login' }, caller: AuthenticatedCaller): boolean =>
  rule.permission === undefined || holdsPermission(caller.resources, rule.permission);
