import { type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ROUTES, type Upstream } from '@timber/contracts';
import { type Redis } from 'ioredis';
import { DatabaseModule } from './database.module';
import { busFactory } from './event-bus.factory';
import { HttpPlatformModule } from './http-app';
import { MessagingModule } from './messaging.module';
import { operationCommitHook, OperationRecordModule } from './operation-record';
import { REDIS, RedisModule } from './redis.module';
import { type DataServiceConfig } from './service-config';
import { RedisSessionCheck } from './session-check';

/**
 * What a service behind the BFF that owns a schema imports: CQRS buses, the HTTP platform with
 * the same login, session, tenant and permission checks as the BFF (each of its routes under the
 * route catalogue's rule), its database roles, Redis, and messaging (the event bus and its outbox
 * relay; its consumers are the controllers' @OnEvent handlers, served by the event microservice
 * its main.ts connects), and the operation record of its write routes.
 */
export function dataServiceImports(
  service: Upstream,
  config: DataServiceConfig,
  /** the port devices call (ingest): user routes do not answer there */
  devicePort?: number,
): DynamicModule[] {
  return [
    CqrsModule.forRoot(),
    HttpPlatformModule.forRoot({
      bodyLimit: config.BODY_LIMIT,
      handlerTimeoutMs: config.HANDLER_TIMEOUT_MS,
      jwtSecret: config.JWT_SECRET,
      sessions: { inject: [REDIS], useFactory: (redis: Redis) => new RedisSessionCheck(redis) },
      routes: { catalogue: Object.values(ROUTES).filter((route) => route.upstream === service), devicePort },
      trustedProxies: config.TRUSTED_PROXIES,
    }),
    DatabaseModule.forService({
      service,
      url: config.DATABASE_URL,
      relayUrl: config.RELAY_DATABASE_URL,
      beforeCommit: operationCommitHook,
    }),
    // every write route leaves one operation-log entry, in the transaction of its change
    OperationRecordModule.forService(service),
    RedisModule.forRoot(config.REDIS_URL),
    MessagingModule.forService({ outboxSchema: service, createBus: busFactory(config, service) }),
  ];
}
