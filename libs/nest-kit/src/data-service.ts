import { type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from './database.module';
import { busFactory } from './event-bus.factory';
import { HttpPlatformModule } from './http-app';
import { JwtAuthenticator } from './jwt-authenticator';
import { type EventConsumer, MessagingModule } from './messaging.module';
import { RedisModule } from './redis.module';
import { type DataServiceConfig } from './service-config';

/**
 * What a service behind the BFF that owns a schema imports: CQRS buses, the HTTP platform with
 * token checks, its database roles, Redis, and messaging (its outbox relay and its consumers).
 */
export function dataServiceImports(
  service: string,
  config: DataServiceConfig,
  consumers: Type<EventConsumer>[] = [],
): DynamicModule[] {
  return [
    CqrsModule.forRoot(),
    HttpPlatformModule.forRoot({
      bodyLimit: config.BODY_LIMIT,
      handlerTimeoutMs: config.HANDLER_TIMEOUT_MS,
      trustedProxies: config.TRUSTED_PROXIES,
      authenticator: { useFactory: () => new JwtAuthenticator(config.JWT_SECRET) },
    }),
    DatabaseModule.forService({ service, url: config.DATABASE_URL, relayUrl: config.RELAY_DATABASE_URL }),
    RedisModule.forRoot(config.REDIS_URL),
    MessagingModule.forService({ outboxSchema: service, createBus: busFactory(config, service), consumers }),
  ];
}
