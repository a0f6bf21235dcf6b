import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type CustomDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { requestContext } from './request-context';

export interface AuthenticatedCaller {
  tenantId: string;
  userId: string;
  username: string;
  userType: number;
  /** permission keys, when the transport knows them (the BFF does) */
  resources?: readonly string[];
}

/** How a process turns a request into its caller; throws a DomainError (401xxx) when it cannot. */
export interface Authenticator {
  authenticate(req: Request): Promise<AuthenticatedCaller>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

const PUBLIC = 'timber:public';
const PERMISSION = 'timber:permission';

/** The route needs no login. */
export const Public = (): CustomDecorator => SetMetadata(PUBLIC, true);
/** The route needs this permission key (spec §6), besides a login. */
export const RequirePermission = (key: string): CustomDecorator => SetMetadata(PERMISSION, key);

/** Global guard: every route needs a valid login unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) {
      return true;
    }
    const req = context.switchToHttp().getRequest<Request & { caller?: AuthenticatedCaller }>();
    const found = await this.authenticator.authenticate(req);
    const permission = this.reflector.getAllAndOverride<string | undefined>(PERMISSION, targets);
    if (permission && found.resources && !found.resources.includes(permission)) {
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
