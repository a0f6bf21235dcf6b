import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { holdsPermission, verifyAppToken } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { TokenExpiredError } from 'jsonwebtoken';
import { ACCESS_TOKEN, AccessTokenStrategy, JWT_SECRET } from './access-token.strategy';
import { requestContext } from './request-context';
import { RouteRules, type RouteRule } from './route-rules';
import { type AuthenticatedCaller } from './session-check';

/**
 * Global guard of every process: a route runs only under its declared rule (the route catalogue's
 * entry, or a decorator for a route the catalogue does not list), and a route without one is
 * refused (startup already fails on it, see RouteRules). A user's route runs the access-token
 * strategy (passport-jwt, then the live session: logout and a password change end it in every
 * process at once, and it must be the token's tenant's; a token the strategy verified before has
 * only its session looked up), then checks the route's permission key when it names one. A route
 * of the mobile app takes an app token instead (signature, issuer, expiry; libs/auth app-token).
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(ACCESS_TOKEN) implements CanActivate {
  constructor(
    private readonly rules: RouteRules,
    private readonly tokens: AccessTokenStrategy,
    @Inject(JWT_SECRET) private readonly secret: string,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedCaller }>();
    const rule = this.rules.ruleOf(context.getHandler());
    if (!rule) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    if (!this.rules.servesHere(rule, req.socket.localPort)) {
      throw new DomainError('COMMON.NOT_FOUND');
    }
    if (rule.kind === 'app') {
      // the mobile app's token (12 h, no session): its holder and tenant, for the handler
      const app = verifyAppToken(this.secret, bearerOf(req));
      Object.assign(requestContext(), { tenantId: app.tid, userId: app.sub, username: app.usr });
      return true;
    }
    if (rule.kind !== 'login') {
      return true;
    }
    const remembered = this.tokens.rememberedCaller(req);
    if (remembered) {
      req.user = await remembered;
    } else {
      await super.canActivate(context);
    }
    const caller = req.user!;
    if (!allows(rule, caller)) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    Object.assign(requestContext(), {
      tenantId: caller.tenantId,
      userId: caller.userId,
      username: caller.username,
      resources: caller.resources,
      tenantName: caller.tenantName,
    });
    return true;
  }

  /** No caller: the token's own fault (401008 expired, else 401001), or the strategy's DomainError. */
  override handleRequest<T>(error: unknown, user: T | false, info: unknown): T {
    if (error) {
      throw error instanceof Error ? error : new DomainError('AUTH.TOKEN_INVALID');
    }
    if (!user) {
      throw new DomainError(info instanceof TokenExpiredError ? 'AUTH.TOKEN_EXPIRED' : 'AUTH.TOKEN_INVALID');
    }
    return user;
  }
}

const bearerOf = (req: Request): string | undefined => {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const allows = (rule: RouteRule & { kind: 'login' }, caller: AuthenticatedCaller): boolean =>
  rule.permission === undefined || holdsPermission(caller.resources, rule.permission);
