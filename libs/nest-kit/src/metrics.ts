import { type INestApplication } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import { processCounter, processHistogram, processRegistry, serveMetrics } from '@timber/telemetry';
import { type NextFunction, type Request, type Response } from 'express';
import { type Server } from 'node:http';
import { type Pool } from 'pg';
import { Gauge } from 'prom-client';
import { loggerFor } from './logger';

/** The route label of a request no route of the process answered (an unknown path, a body refused first). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The HTTP requests by route template and the database pools, in the process's one registry
 * (@timber/telemetry: Node's own metrics, the consumers', the queues'). Made once, on first use:
 * tests that run several apps in one process share it, as every metric is registered once.
 */
class ProcessMetrics {
  readonly registry = processRegistry();

  readonly requests = processCounter(
    'http_requests_total',
    'HTTP requests answered, by method, route template and status code',
    ['method', 'route', 'status'] as const,
  );

  readonly duration = processHistogram(
    'http_request_duration_seconds',
    'Time from a request arriving to its answer being sent, by method and route template',
    ['method', 'route'] as const,
  );

  /** the pools of the process, by the name they show in pg_stat_activity (`orders`, `orders-relay`) */
  readonly pools = new Map<string, Set<Pool>>();

  constructor() {
    this.poolGauge(
      'db_pool_connections_in_use',
      'Connections of the pool a query holds now',
      (pool) => pool.totalCount - pool.idleCount,
    );
    this.poolGauge(
      'db_pool_connections_idle',
      'Open connections of the pool no query holds',
      (pool) => pool.idleCount,
    );
    this.poolGauge(
      'db_pool_requests_waiting',
      'Queries waiting for a connection of the pool',
      (pool) => pool.waitingCount,
    );
  }

  private poolGauge(name: string, help: string, read: (pool: Pool) => number): void {
    const pools = this.pools;
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [label, members] of pools) {
          this.set(
            { pool: label },
            [...members].reduce((sum, pool) => sum + read(pool), 0),
          );
        }
      },
    });
  }
}

let processMetrics: ProcessMetrics | undefined;

/** The process's metrics (see ProcessMetrics). */
export function metrics(): ProcessMetrics {
  processMetrics ??= new ProcessMetrics();
  return processMetrics;
}

/**
 * The route template a request was answered by, as Nest declared it (`/inventory/sheets/:id`),
 * never its path with ids; UNMATCHED_ROUTE when no route's handler took it. Express keeps the
 * route it last matched on the request: Nest's middleware are routes for every method too
 * (`/*path`), so only a route of named methods is a handler's.
 */
export function routeTemplate(req: Pick<Request, 'route'>): string {
  const route = req.route as { path?: unknown; methods?: Record<string, boolean> } | undefined;
  return route && typeof route.path === 'string' && !route.methods?.['_all'] ? route.path : UNMATCHED_ROUTE;
}

/**
 * Counts and times every request of the app, labelled by its route template once answered; names
 * the request's server span (when tracing runs) by the same template: `GET /order/detail/:id` and
 * `http.route`, which the HTTP instrumentation alone cannot know (Express's own instrumentation
 * would, at the cost of spans per request that made tracing several times dearer).
 */
export function httpMetricsMiddleware(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const span = trace.getActiveSpan();
  res.once('finish', () => {
    const { requests, duration } = metrics();
    const route = routeTemplate(req);
    if (span && route !== UNMATCHED_ROUTE) {
      span.setAttribute('http.route', route).updateName(`${req.method} ${route}`);
    }
    requests.inc({ method: req.method, route, status: String(res.statusCode) });
    duration.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
}

/** Reports a database pool's connections as `pool` until the returned function is called. */
export function observePool(label: string, pool: Pool): () => void {
  const { pools } = metrics();
  const members = pools.get(label) ?? new Set<Pool>();
  pools.set(label, members.add(pool));
  return () => {
    members.delete(pool);
    if (members.size === 0) {
      pools.delete(label);
    }
  };
}

/**
 * Serves the process's metrics (GET /metrics, Prometheus text) on an internal port of their own,
 * never the public one, until the app closes. Port 0 serves none. Each HTTP process reads its port
 * from METRICS_PORT, with a default of its own so the processes of `npm start` never share one:
 * 9400 the BFF, 94xx a service on 31xx (ingest 9404).
 */
export async function listenMetrics(app: INestApplication, port: number, host: string): Promise<void> {
  const server = await serveMetrics(port, host, (error) => {
    loggerFor('metrics').error({ err: error }, 'collecting metrics failed');
  });
  if (!server) {
    return;
  }
  (app.getHttpServer() as Server).once('close', () => {
    void server.close();
  });
  loggerFor('http').info({ port }, 'listening (metrics)');
}
