import { applyDecorators, Controller, Inject, Injectable, Req, Res, type Type } from '@nestjs/common';
import { DomainError, ERROR_CODES, ROUTES, type ApiRoute, type ErrorKey } from '@timber/contracts';
import {
  AcceptsUpload,
  hasContent,
  parseOrThrow,
  rawBodyOf,
  requestContext,
  RouteOf,
  StreamSlots,
} from '@timber/nest-kit';
import { type Request, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { BFF_CONFIG, type BffConfig } from '../config';
import { UpstreamClient, type UpstreamAnswer, type UpstreamStream } from './upstream.client';

/** A 10 MB workbook or media part (§9 upload part size) plus the multipart envelope. */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/**
 * What a downloaded file keeps of the service's answer (a photo: its type and caching); the bytes
 * pass as the service sent them, so its length and encoding hold as they are.
 */
const DOWNLOAD_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
];
/** What a ranged file (a video) keeps too: the part it is and that the player may seek. */
const RANGE_HEADERS = ['content-range', 'accept-ranges'];

/**
 * Hands a request to the service that owns its catalogue entry: the path's parameters checked here
 * (they make the service's path), the body checked by the service.
 */
@Injectable()
export class Gateway {
  /** the event streams passed through now, per link and per client address: each holds a socket here and one to the service */
  private readonly streams: StreamSlots;

  constructor(
    private readonly upstream: UpstreamClient,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.streams = new StreamSlots({
      perLink: config.STREAMS_PER_LINK,
      perAddress: config.STREAMS_PER_ADDRESS,
    });
  }

  async forward(route: ApiRoute, req: Request, res: Response): Promise<void> {
    const locale = requestContext().locale;
    const params = route.params
      ? (parseOrThrow(route.params, req.params, locale) as Record<string, string>)
      : {};
    if (route.raw) {
      await this.relay(route, route.raw.headers, params, req, res);
      return;
    }
    // Forwarded as sent, validated once: by the owning service, against the same catalogue schema,
    // which answers bad input with the envelope in the caller's language (its lang header goes
    // along). Transforms (trimming, splitting lists) happen there, where the command is made.
    const body: unknown = req.body ?? {};
    if (!route.body && hasContent(req.body)) {
      // a route without a body schema takes none: a body is refused, not ignored
      throw new DomainError('COMMON.BODY_NOT_ALLOWED');
    }
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const sent = route.body ? body : undefined;
    if (route.upload) {
      const size = Number(req.headers['content-length'] ?? 0);
      if (!String(req.headers['content-type']).startsWith('multipart/form-data')) {
        throw new DomainError('IMPORT.NO_FILE', { field: route.upload });
      }
      if (size > UPLOAD_MAX_BYTES) {
        throw Object.assign(new Error('upload too large'), {
          type: 'entity.too.large',
          limit: UPLOAD_MAX_BYTES,
        });
      }
      sendAnswer(res, await this.upstream.stream(route.upstream, path, req, route.timeoutMs ?? 120_000));
      return;
    }
    if (route.stream) {
      await this.passEvents(route, path, req, res);
      return;
    }
    if (route.download) {
      const upstream = await this.upstream.open(
        route.upstream,
        route.method,
        path,
        req,
        sent,
        route.timeoutMs,
        route.ranged && req.headers.range ? { range: req.headers.range } : {},
      );
      res.status(upstream.status);
      for (const name of route.ranged ? [...DOWNLOAD_HEADERS, ...RANGE_HEADERS] : DOWNLOAD_HEADERS) {
        const value = upstream.headers[name];
        if (value !== undefined) {
          res.setHeader(name, value);
        }
      }
      await pipeline(upstream.body, res);
      return;
    }
    const answer = await this.upstream.call(route.upstream, route.method, path, req, sent, route.timeoutMs);
    if (route === ROUTES.login && refusedAs(answer, 'AUTH.LOGIN_FAILED')) {
      await this.explainRefusedLogin(req, sent);
    }
    sendAnswer(res, answer);
  }

  /**
   * A payment provider's notification: its bytes to the service as they came (the provider's
   * signature covers them) with the provider's headers the route names, and the service's answer
   * back as it is (the text or JSON the provider expects), not an envelope.
   */
  private async relay(
    route: ApiRoute,
    pass: readonly string[],
    params: Record<string, string>,
    req: Request,
    res: Response,
  ): Promise<void> {
    const bytes = await rawBodyOf(req);
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const upstream = await this.upstream.relay(route.upstream, path, req, bytes, pass, route.timeoutMs);
    res.status(upstream.status);
    res.setHeader('content-type', String(upstream.headers['content-type'] ?? 'text/plain; charset=utf-8'));
    res.setHeader('cache-control', 'no-store');
    await pipeline(upstream.body, res);
  }

  /**
   * A back-office login refused for its name and password may be a mobile app user's (devices owns
   * those accounts): when the same name and password open the app, say so instead of "wrong
   * account or password". Only someone with the right password learns it; the app's login counts
   * its own failures, so a wrong password is throttled there too. The check code, if any, was the
   * back office's (used up there): the app's login gets the name and password only.
   */
  private async explainRefusedLogin(req: Request, body: unknown): Promise<void> {
    const app: ApiRoute = ROUTES.appLogin;
    const { username, password } = body as { username: string; password: string };
    const answer = await this.upstream.call(
      app.upstream,
      app.method,
      app.path,
      req,
      { username, password },
      app.timeoutMs,
    );
    if (answer.status === 200) {
      throw new DomainError('AUTH.APP_ACCOUNT_ON_WEB');
    }
  }

  /**
   * A stream of server-sent events passed through as each event comes (no upstream timeout, no
   * buffering on the way); the browser going away closes the service's stream. A refusal (the
   * service's envelope) is passed on as it is. Each stream holds a slot of its link (its path: the
   * board link) and of the client's address while it lasts: beyond either limit 429 at once, the
   * service not called (it counts too, for the calls that reach it another way).
   */
  private async passEvents(route: ApiRoute, path: string, req: Request, res: Response): Promise<void> {
    const release = this.streams.take(path, requestContext().ip);
    res.once('close', release);
    let upstream: UpstreamStream;
    try {
      upstream = await this.upstream.open(route.upstream, route.method, path, req, undefined, 0);
    } catch (error) {
      release();
      throw error;
    }
    const type = String(upstream.headers['content-type'] ?? '');
    if (!type.startsWith('text/event-stream')) {
      release();
      res.status(upstream.status);
      res.setHeader('content-type', type || 'application/json; charset=utf-8');
      await pipeline(upstream.body, res);
      return;
    }
    res.status(upstream.status);
    res.setHeader('content-type', type);
    res.setHeader('cache-control', 'no-cache, no-transform');
    res.setHeader('x-accel-buffering', 'no');
    res.flushHeaders();
    res.once('close', () => upstream.body.destroy());
    await pipeline(upstream.body, res).catch(() => undefined); // the browser or the service went: nothing to answer
  }
}

/** Whether a service refused the call with this error (its envelope's code). */
function refusedAs(answer: UpstreamAnswer, error: ErrorKey): boolean {
  if (answer.status !== ERROR_CODES[error].status) {
    return false;
  }
  try {
    return (JSON.parse(answer.body.toString('utf8')) as { code?: unknown }).code === ERROR_CODES[error].code;
  } catch {
    return false; // not an envelope: passed on as it came
  }
}

/**
 * The service's envelope, its bytes as they came, with the service's ETag of them (Express adds
 * the length, and answers a GET whose If-None-Match names that ETag with 304, as for any answer).
 */
function sendAnswer(res: Response, answer: UpstreamAnswer): void {
  res.status(answer.status).setHeader('content-type', 'application/json; charset=utf-8');
  if (answer.etag) {
    res.setHeader('etag', answer.etag);
  }
  res.send(answer.body);
}

/**
 * One controller serving every catalogue route that passes straight to a service. Each handler
 * is a one-liner; the route's entry carries its path, login and permission rule and schemas.
 */
export function gatewayController(routes: Record<string, ApiRoute>): Type<unknown> {
  @Controller()
  class GatewayController {
    constructor(readonly gateway: Gateway) {}
  }
  for (const [name, route] of Object.entries(routes)) {
    if (route.aliasOf) {
      continue; // the handler of the route it aliases answers its path too (RouteOf)
    }
    const handler = function (this: GatewayController, req: Request, res: Response): Promise<void> {
      return this.gateway.forward(route, req, res);
    };
    Object.defineProperty(GatewayController.prototype, name, {
      value: handler,
      writable: true,
      configurable: true,
    });
    const descriptor = Object.getOwnPropertyDescriptor(GatewayController.prototype, name)!;
    applyDecorators(RouteOf(route), ...(route.upload ? [AcceptsUpload(route.upload)] : []))(
      GatewayController.prototype,
      name,
      descriptor,
    );
    Req()(GatewayController.prototype, name, 0);
    Res()(GatewayController.prototype, name, 1);
    Reflect.defineMetadata('design:paramtypes', [Object, Object], GatewayController.prototype, name);
  }
  return GatewayController;
}
