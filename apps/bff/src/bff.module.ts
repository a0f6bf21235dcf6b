import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { type ApiRoute, ROUTES } from '@timber/contracts';
import { AppValuesModule, HttpPlatformModule, REDIS, RedisModule, RedisSessionCheck } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { apiDocsAccess, BFF_CONFIG, type BffConfig } from './config';
import { GatewayModule, TokenCookieMiddleware } from './gateway';
import { DocsModule } from './openapi';

/** The web app's single API: login and permission checks, validation, then the owning service. */
@Module({})
export class BffModule implements NestModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: BffModule,
      imports: [
        HttpPlatformModule.forRoot({
          bodyLimit: config.BODY_LIMIT,
          trustedProxies: config.TRUSTED_PROXIES,
          // never cut a route short of its own upstream timeout (confirming a sheet: 60 s, §7)
          handlerTimeoutMs: Math.max(
            config.HANDLER_TIMEOUT_MS,
            ...Object.values(ROUTES).map((r: ApiRoute) => (r.timeoutMs ?? 0) + 5_000),
          ),
          jwtSecret: config.JWT_SECRET,
          sessions: { inject: [REDIS], useFactory: (redis: Redis) => new RedisSessionCheck(redis) },
          routes: { catalogue: Object.values(ROUTES), forwardsBodies: true },
        }),
        RedisModule.forRoot(config.REDIS_URL),
        AppValuesModule.forRoot([{ provide: BFF_CONFIG, useValue: config }]),
        DocsModule.forRoot(apiDocsAccess(config)),
        GatewayModule,
      ],
    };
  }

  /**
   * The ranged routes (a video) and the API docs (a page opened in the browser) may take the login
   * token from its cookie (TokenCookieMiddleware).
   */
  configure(consumer: MiddlewareConsumer): void {
    const ranged = Object.values(ROUTES).filter((route: ApiRoute) => route.ranged);
    consumer
      .apply(TokenCookieMiddleware)
      .forRoutes(
        ...ranged.map((route) => ({ path: route.path, method: RequestMethod[route.method] })),
        { path: 'docs', method: RequestMethod.GET },
        { path: 'docs/ui', method: RequestMethod.GET },
        { path: 'docs/ui/*path', method: RequestMethod.GET },
      );
  }
}
