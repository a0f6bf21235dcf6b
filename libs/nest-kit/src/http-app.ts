import {
  Module,
  type DynamicModule,
  type INestApplication,
  type LoggerService,
  type MiddlewareConsumer,
  type NestModule,
  type Type,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule, HttpAdapterHost, NestFactory } from '@nestjs/core';
import { type RequestListener, type Server } from 'node:http';
import { AccessTokenStrategy, JWT_SECRET } from './access-token.strategy';
import { AuthGuard } from './auth.guard';
import { type TrustedProxies } from './client-address';
import { contextMiddleware } from './context.middleware';
import { answerInEnvelope } from './envelope';
import { EnvelopeFilter } from './envelope.filter';
import { HealthController, ReadinessRegistry } from './health.controller';
import { LimitedExpressAdapter, limitedHttpServer, requestLineCheck } from './http-limits';
import { jsonBodyMiddleware } from './json-body.middleware';
import { loggerFor } from './logger';
import { httpMetricsMiddleware, listenMetrics } from './metrics';
import { RequestShapeGuard } from './request-shape.guard';
import { ROUTE_RULES_OPTIONS, RouteRules, type RouteRulesOptions } from './route-rules';
import { SESSION_CHECK, type SessionCheck } from './session-check';

export interface HttpPlatformOptions {
  /** largest JSON body accepted, e.g. '1mb' */
  bodyLimit: string;
  /** longest a request may wait for its answer before the caller gets a timeout error (504001) */
  handlerTimeoutMs: number;
  /** the secret access tokens are signed with */
  jwtSecret: string;
  /** how this process finds the caller behind a verified token (see SESSION_CHECK) */
  sessions: { useFactory: (...deps: never[]) => SessionCheck; inject?: (symbol | Type<unknown>)[] };
  /** where each route's access rule comes from (see RouteRules) */
  routes: RouteRulesOptions;
  /** whose X-Forwarded-For tells the client's address (TRUSTED_PROXIES) */
  trustedProxies: TrustedProxies;
}

/**
 * What every HTTP process shares: request context, JSON body limit, the envelope for answers
 * and errors, the access guard (every route's rule, the access token and its session), and health
 * endpoints.
 */
@Module({})
export class HttpPlatformModule {
  static forRoot(options: HttpPlatformOptions): DynamicModule {
    const BodyMiddleware = jsonBodyMiddleware(options.bodyLimit);
    const ContextMiddleware = contextMiddleware(options.trustedProxies, options.handlerTimeoutMs);
    @Module({
      imports: [DiscoveryModule],
      controllers: [HealthController],
      providers: [
        ReadinessRegistry,
        { provide: ROUTE_RULES_OPTIONS, useValue: options.routes },
        RouteRules,
        { provide: JWT_SECRET, useValue: options.jwtSecret },
        {
          provide: SESSION_CHECK,
          useFactory: options.sessions.useFactory,
          inject: options.sessions.inject ?? [],
        },
        AccessTokenStrategy,
        { provide: APP_FILTER, useClass: EnvelopeFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
        // after the login check: a stranger learns nothing of a route from its body rules
        { provide: APP_GUARD, useClass: RequestShapeGuard },
      ],
      exports: [ReadinessRegistry],
    })
    class ConfiguredPlatform implements NestModule {
      constructor(adapterHost: HttpAdapterHost) {
        answerInEnvelope(adapterHost.httpAdapter);
      }

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
  // first, so every answer is counted, those of the checks after it too
  app.use(httpMetricsMiddleware);
  app.use(requestLineCheck);
  app.enableShutdownHooks();
  if (globalPrefix) {
    app.setGlobalPrefix(globalPrefix);
  }
  return app;
}

/**
 * Makes a created app answer HTTP on `port`; Ctrl-C and SIGTERM close it cleanly (its connected
 * microservices first, in-flight events finishing, then HTTP and its modules). With an
 * `internalPort` the same app answers there too (ingest: devices call `port`, the BFF calls the
 * internal one, and the access guard serves user routes only there). With a `metricsPort` (not 0)
 * the process's metrics answer there (listenMetrics). A service's main.ts calls
 * it last, after `app.init()` and `app.startAllMicroservices()` (its event consumers).
 */
export async function listenHttp(
  app: INestApplication,
  listen: {
    port: number;
    host: string;
    internalPort?: number;
    /** the internal port of the process's metrics (METRICS_PORT); none when absent or 0 */
    metricsPort?: number;
    requestTimeoutMs?: number;
  },
): Promise<INestApplication> {
  const configure = (server: Server): void => {
    server.requestTimeout = listen.requestTimeoutMs ?? 120_000;
    server.headersTimeout = 20_000;
    server.keepAliveTimeout = 65_000;
  };
  const server = app.getHttpServer() as Server;
  configure(server);
  await app.listen(listen.port, listen.host);
  loggerFor('http').info({ port: listen.port }, 'listening');
  if (listen.internalPort !== undefined) {
    // the same limits and envelope for bad bytes as the main port
    const internal = limitedHttpServer(app.getHttpAdapter().getInstance() as RequestListener);
    configure(internal);
    await new Promise<void>((resolve, reject) => {
      internal.once('error', reject).listen(listen.internalPort, listen.host, resolve);
    });
    server.once('close', () => internal.close());
    loggerFor('http').info({ port: listen.internalPort }, 'listening (internal)');
  }
  await listenMetrics(app, listen.metricsPort ?? 0, listen.host);
  return app;
}
