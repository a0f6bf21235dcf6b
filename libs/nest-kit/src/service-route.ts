import { applyDecorators } from '@nestjs/common';
import { isWriteRoute, type Upstream } from '@timber/contracts';
import { RecordsOperation } from './operation-record';
import { RouteOf, type ServiceRoute } from './route.decorator';

/**
 * The @Route decorator of one service: it takes only that service's catalogue entries, so a
 * controller serving another service's route (or a route not in the catalogue) does not compile.
 * A write route's handler also leaves its operation-log entry (RecordsOperation); a read's runs
 * without any interceptor, so Nest calls it directly.
 *
 *     export const Route = serviceRoute('inventory');
 *     @Route(ROUTES.woodKindList) list(@RouteBody() body: BodyOf<typeof ROUTES.woodKindList>) {…}
 */
export const serviceRoute =
  <U extends Upstream>(upstream: U) =>
  (route: ServiceRoute<U>): MethodDecorator => {
    if (route.upstream !== upstream) {
      // only reachable from untyped code: the type refuses another service's entry
      throw new Error(`${route.method} ${route.path} belongs to ${route.upstream}, not ${upstream}`);
    }
    return isWriteRoute(route) ? applyDecorators(RouteOf(route), RecordsOperation()) : RouteOf(route);
  };
