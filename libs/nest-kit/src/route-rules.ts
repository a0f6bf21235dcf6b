import {
  type CustomDecorator,
  Inject,
  Injectable,
  type OnModuleInit,
  RequestMethod,
  SetMetadata,
} from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type ApiRoute, permissionKeys, type RequiredPermission } from '@timber/contracts';
import { pathsOf, ROUTE_ENTRY, takesRouteBody } from './route.decorator';

/** Who may call a route. */
export type RouteRule =
  | { kind: 'public' }
  /** a measuring device with its own credential, checked by the handler */
  | { kind: 'device' }
  /** the mobile app: an app token (libs/auth app-token), checked by the guard */
  | { kind: 'app' }
  /** a user with a live session, holding `permission` (one key, or any one of a list) when it is named */
  | { kind: 'login'; permission?: RequiredPermission };

export const RULE_PUBLIC = 'timber:public';
export const RULE_DEVICE = 'timber:device';
export const RULE_PERMISSION = 'timber:permission';
export const RULE_LOGIN = 'timber:login';

/** The route needs no login (logging in, health). */
export const Public = (): CustomDecorator => SetMetadata(RULE_PUBLIC, true);
/** The route serves measuring devices: the handler checks the device's own credential. */
export const DeviceRoute = (): CustomDecorator => SetMetadata(RULE_DEVICE, true);
/** The route needs a login and this permission key, or any one of these keys (spec §6). */
export const RequirePermission = (key: RequiredPermission): CustomDecorator =>
  SetMetadata(RULE_PERMISSION, key);
/** The route needs a login and no particular permission (a route outside the catalogue). */
export const RequireLogin = (): CustomDecorator => SetMetadata(RULE_LOGIN, true);

export interface RouteRulesOptions {
  /** the catalogue routes this process serves (a service: those whose upstream it is) */
  catalogue: readonly ApiRoute[];
  /**
   * the port devices reach this process on (ingest): only device and public routes answer there,
   * every user route answers only on the process's other (internal) port
   */
  devicePort?: number;
  /**
   * the process hands catalogue routes to their services without reading their bodies (the BFF);
   * elsewhere a route with a body schema must take its body through @RouteBody, so it is checked
   */
  forwardsBodies?: boolean;
}
export const ROUTE_RULES_OPTIONS = Symbol('ROUTE_RULES_OPTIONS');

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a route handler is any function Nest calls
type Handler = Function;

/** `POST /device/enrol/:id` and `post device/enrol/:deviceId` are the same route. */
export const routeKey = (method: string, path: string): string =>
  `${method.toUpperCase()} /${path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? ':' : part))
    .join('/')}`;

const joinPaths = (...parts: (string | string[] | undefined)[]): string =>
  parts
    .map((part) => (Array.isArray(part) ? part[0] : part) ?? '')
    .join('/')
    .replace(/\/+/g, '/');

/**
 * The rule of every route of the process, resolved once at start: the catalogue's entry for the
 * route's method and path, else the handler's own decorator (@Public, @DeviceRoute,
 * @RequireLogin, @RequirePermission). A route with neither, or whose decorator contradicts the
 * catalogue, stops the process from starting: no route is served without a declared rule.
 */
@Injectable()
export class RouteRules implements OnModuleInit {
  private readonly byHandler = new Map<Handler, RouteRule>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(ROUTE_RULES_OPTIONS) private readonly options: RouteRulesOptions,
  ) {}

  onModuleInit(): void {
    const problems: string[] = [];
    const served = new Set<ApiRoute>();
    for (const wrapper of this.discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type) {
        continue;
      }
      const prefix = Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined;
      const prototype = type.prototype as Record<string, Handler>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const path =
          handler && (Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined);
        if (!handler || path === undefined) {
          continue;
        }
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const where = `${routeKey(method, joinPaths(prefix, path))} (${type.name}.${name})`;
        const entry = Reflect.getMetadata(ROUTE_ENTRY, handler) as ApiRoute | undefined;
        const declared = this.declaredRule(handler, type);
        const listed: RouteRule | undefined = entry && ruleOfEntry(entry);
        if (entry && prefix !== undefined && joinPaths(prefix) !== '/') {
          problems.push(`${where} serves a catalogue route under a controller prefix: use @Controller()`);
        } else if (!listed && !declared) {
          problems.push(`${where} has no rule: serve a catalogue entry with @Route, or decorate it`);
        } else if (listed && declared && !sameRule(listed, declared)) {
          problems.push(`${where} is declared ${describe(declared)} but catalogued ${describe(listed)}`);
        } else {
          this.byHandler.set(handler, (listed ?? declared)!);
        }
        if (entry) {
          served.add(entry);
          if (entry.body && !entry.upload && !this.options.forwardsBodies && !takesRouteBody(type, name)) {
            problems.push(
              `${where} has a body schema but does not take @RouteBody(): its body would go unchecked`,
            );
          }
        }
      }
    }
    // every route the catalogue gives this process is served: a route is never declared on one side only
    const servedKeys = new Set(
      [...served].flatMap((route) => pathsOf(route).map((p) => routeKey(route.method, p))),
    );
    for (const route of this.options.catalogue) {
      if (!servedKeys.has(routeKey(route.method, route.path))) {
        problems.push(
          `${routeKey(route.method, route.path)} is catalogued for this service but no @Route handler serves it`,
        );
      }
    }
    if (problems.length > 0) {
      throw new Error(`Routes without a consistent access rule or body check:\n  ${problems.join('\n  ')}`);
    }
  }

  ruleOf(handler: Handler): RouteRule | undefined {
    return this.byHandler.get(handler);
  }

  /** Whether a route answers on the port the request came in on (see RouteRulesOptions.devicePort). */
  servesHere(rule: RouteRule, localPort: number | undefined): boolean {
    return (
      this.options.devicePort === undefined || localPort !== this.options.devicePort || rule.kind !== 'login'
    );
  }

  private declaredRule(handler: Handler, type: Handler): RouteRule | undefined {
    const targets = [handler, type];
    if (this.reflector.getAllAndOverride<boolean>(RULE_PUBLIC, targets)) {
      return { kind: 'public' };
    }
    if (this.reflector.getAllAndOverride<boolean>(RULE_DEVICE, targets)) {
      return { kind: 'device' };
    }
    const permission = this.reflector.getAllAndOverride<RequiredPermission | undefined>(
      RULE_PERMISSION,
      targets,
    );
    if (permission !== undefined) {
      return { kind: 'login', permission };
    }
    if (this.reflector.getAllAndOverride<boolean>(RULE_LOGIN, targets)) {
      return { kind: 'login' };
    }
    return undefined;
  }
}

const ruleOfEntry = (route: ApiRoute): RouteRule =>
  route.public
    ? { kind: 'public' }
    : route.app
      ? { kind: 'app' }
      : { kind: 'login', permission: route.permission };

/** The same keys, in any order: a list allows any one of them. */
const samePermission = (a: RequiredPermission | undefined, b: RequiredPermission | undefined): boolean => {
  const [left, right] = [new Set(permissionKeys(a)), new Set(permissionKeys(b))];
  return left.size === right.size && [...left].every((key) => right.has(key));
};

const sameRule = (a: RouteRule, b: RouteRule): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'login' || b.kind !== 'login' || samePermission(a.permission, b.permission));

const describe = (rule: RouteRule): string =>
  rule.kind === 'login'
    ? `login${rule.permission ? ` + ${permissionKeys(rule.permission).join(' | ')}` : ''}`
    : rule.kind;
