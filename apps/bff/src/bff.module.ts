import { type DynamicModule, Module } from '@nestjs/common';
import { HttpPlatformModule, REDIS, RedisModule } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { BFF_CONFIG, type BffConfig } from './config';
import { Gateway, gatewayController } from './gateway/gateway.controller';
import { SessionAuthenticator } from './gateway/session-authenticator';
import { UpstreamClient } from './gateway/upstream.client';
import { DocsController } from './openapi/docs.controller';
import { type ApiRoute, ROUTES } from './routes/route-catalogue';

/** The web app's single API: login and permission checks, validation, then the owning service. */
@Module({})
export class BffModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: BffModule,
      imports: [
        HttpPlatformModule.forRoot({
          bodyLimit: config.BODY_LIMIT,
          // never cut a route short of its own upstream timeout (confirming a sheet: 60 s, §7)
          handlerTimeoutMs: Math.max(
            config.HANDLER_TIMEOUT_MS,
            ...Object.values(ROUTES).map((r: ApiRoute) => (r.timeoutMs ?? 0) + 5_000),
          ),
          authenticator: {
            inject: [REDIS],
            useFactory: (redis: Redis) => new SessionAuthenticator(config.JWT_SECRET, redis),
          },
        }),
        RedisModule.forRoot(config.REDIS_URL),
      ],
      controllers: [DocsController, gatewayController(ROUTES)],
      providers: [{ provide: BFF_CONFIG, useValue: config }, UpstreamClient, Gateway],
    };
  }
}
