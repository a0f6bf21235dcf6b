import {
  type DynamicModule,
  type INestApplication,
  type LoggerService,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type Type,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { AUTHENTICATOR, AuthGuard, type Authenticator } from './auth.guard';
import { ContextMiddleware } from './context.middleware';
import { EnvelopeFilter } from './envelope.filter';
import { EnvelopeInterceptor } from './envelope.interceptor';
import { HealthController, ReadinessRegistry } from './health.controller';
import { LimitedExpressAdapter, requestLineCheck } from './http-limits';
import { jsonBodyMiddleware } from './json-body.middleware';
import { loggerFor } from './logger';
import { RequestShapeGuard } from './request-shape.guard';

export interface HttpPlatformOptions {
  /** largest JSON body accepted, e.g. '1mb' */
  bodyLimit: string;
  /** longest a handler may run before the caller gets a timeout error */
  handlerTimeoutMs: number;
  /** how this process knows its caller (see AUTHENTICATOR) */
  authenticator: { useFactory: (...deps: never[]) => Authenticator; inject?: (symbol | Type<unknown>)[] };
}

/**
 * What every HTTP process shares: request context, JSON body limit, the envelope for answers
 * and errors, the login guard with the app's authenticator, and health endpoints.
 */
@Module({})
export class HttpPlatformModule {
  static forRoot(options: HttpPlatformOptions): DynamicModule {
    const BodyMiddleware = jsonBodyMiddleware(options.bodyLimit);
    @Module({
      controllers: [HealthController],
      providers: [
        ReadinessRegistry,
        {
          provide: AUTHENTICATOR,
          useFactory: options.authenticator.useFactory,
          inject: options.authenticator.inject ?? [],
        },
        { provide: APP_FILTER, useClass: EnvelopeFilter },
        { provide: APP_INTERCEPTOR, useFactory: () => new EnvelopeInterceptor(options.handlerTimeoutMs) },
        { provide: APP_GUARD, useClass: AuthGuard },
        // after the login check: a stranger learns nothing of a route from its body rules
        { provide: APP_GUARD, useClass: RequestShapeGuard },
      ],
      exports: [ReadinessRegistry],
    })
    class ConfiguredPlatform implements NestModule {
      configure(consumer: MiddlewareConsumer): void {
        consumer.apply(ContextMiddleware, BodyMiddleware).forRoutes('*path');
      }
    }
    return { module: ConfiguredPlatform, global: true };
  }
}

/** Nest's own messages, as structured log lines. */
class PinoNestLogger implements LoggerService {
  private readonly logger = loggerFor('nest');

  log(message: unknown): void {
    this.logger.info(text(message));
  }
  error(message: unknown, trace?: unknown): void {
    this.logger.error({ err: message instanceof Error ? message : undefined, trace }, text(message));
  }
  warn(message: unknown): void {
    this.logger.warn(text(message));
  }
  debug(message: unknown): void {
    this.logger.debug(text(message));
  }
}

const text = (message: unknown): string =>
  message instanceof Error
    ? message.message
    : typeof message === 'string'
      ? message
      : JSON.stringify(message);

/** Creates an HTTP app (not yet listening: tests use it with supertest or listen themselves). */
export async function createHttpApp(
  module: Type<unknown> | DynamicModule,
  globalPrefix?: string,
): Promise<INestApplication> {
  const app = await NestFactory.create(module, new LimitedExpressAdapter(), {
    bodyParser: false,
    logger: new PinoNestLogger(),
  });
  app.use(requestLineCheck);
  app.enableShutdownHooks();
  if (globalPrefix) {
    app.setGlobalPrefix(globalPrefix);
  }
  return app;
}

/** Creates and starts an HTTP app; Ctrl-C and SIGTERM close it (and its modules) cleanly. */
export async function startHttpApp(
  module: Type<unknown> | DynamicModule,
  listen: { port: number; host: string; requestTimeoutMs?: number; globalPrefix?: string },
): Promise<INestApplication> {
  const app = await createHttpApp(module, listen.globalPrefix);
  const server = app.getHttpServer() as {
    requestTimeout: number;
    headersTimeout: number;
    keepAliveTimeout: number;
  };
  server.requestTimeout = listen.requestTimeoutMs ?? 120_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 65_000;
  await app.listen(listen.port, listen.host);
  loggerFor('http').info({ port: listen.port }, 'listening');
  return app;
}
