import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type Upstream } from '@timber/contracts';
import { loggerFor, requestContext } from '@timber/nest-kit';
import { type Request } from 'express';
import { Readable } from 'node:stream';
import { BFF_CONFIG, type BffConfig } from '../config';

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls a service over internal HTTP, carrying the caller's token, language and correlation id,
 * and the client's address as the BFF determined it (its TRUSTED_PROXIES rule) as the only
 * X-Forwarded-For hop: a service believes it because the BFF is among its own trusted proxies,
 * and whatever the browser sent in that header never reaches the service.
 */
@Injectable()
export class UpstreamClient {
  private readonly log = loggerFor(UpstreamClient.name);
  private readonly bases: Record<Upstream, string>;

  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {
    this.bases = {
      identity: config.IDENTITY_URL,
      inventory: config.INVENTORY_URL,
      devices: config.DEVICES_URL,
      ingest: config.INGEST_URL,
      counting: config.COUNTING_URL,
      orders: config.ORDERS_URL,
    };
  }

  /** The upstream answer as it comes (for files streamed through to the browser). */
  async open(
    upstream: Upstream,
    method: string,
    path: string,
    req: Request,
    body: unknown,
    timeoutMs = this.config.UPSTREAM_TIMEOUT_MS,
    /** more headers of the browser's to pass on (e.g. a video's range) */
    passOn: Record<string, string> = {},
  ): Promise<Response> {
    const context = requestContext();
    const headers: Record<string, string> = {
      ...passOn,
      'content-type': 'application/json',
      lang: context.locale,
      'timezone-offset': String(context.tzOffsetHours),
      'x-correlation-id': context.correlationId,
      'x-forwarded-for': context.ip,
    };
    if (req.headers.authorization) {
      headers.authorization = req.headers.authorization;
    }
    try {
      return await fetch(`${this.bases[upstream]}${path}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(body ?? {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      this.log.warn({ upstream, path, error: (error as Error).message }, 'upstream call failed');
      throw new DomainError(name === 'TimeoutError' ? 'COMMON.TIMEOUT' : 'COMMON.UNAVAILABLE');
    }
  }

  /** Streams the request itself (a multipart upload) to the service, as the browser sent it. */
  async stream(upstream: Upstream, path: string, req: Request, timeoutMs: number): Promise<UpstreamAnswer> {
    const context = requestContext();
    let response: Response;
    try {
      response = await fetch(`${this.bases[upstream]}${path}`, {
        method: 'POST',
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/octet-stream',
          ...(req.headers['content-length'] ? { 'content-length': req.headers['content-length'] } : {}),
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          lang: context.locale,
          'timezone-offset': String(context.tzOffsetHours),
          'x-correlation-id': context.correlationId,
          'x-forwarded-for': context.ip,
        },
        body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal: AbortSignal.timeout(timeoutMs),
      } as RequestInit);
    } catch (error) {
      this.log.warn({ upstream, path, error: (error as Error).message }, 'upstream upload failed');
      throw new DomainError(
        (error as Error).name === 'TimeoutError' ? 'COMMON.TIMEOUT' : 'COMMON.UNAVAILABLE',
      );
    }
    return this.answerOf(upstream, path, response);
  }

  async call(
    upstream: Upstream,
    method: string,
    path: string,
    req: Request,
    body: unknown,
    timeoutMs = this.config.UPSTREAM_TIMEOUT_MS,
  ): Promise<UpstreamAnswer> {
    return this.answerOf(upstream, path, await this.open(upstream, method, path, req, body, timeoutMs));
  }

  /** The service's envelope as it came; a service that answers anything else is unavailable. */
  private async answerOf(upstream: Upstream, path: string, response: Response): Promise<UpstreamAnswer> {
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      this.log.error(
        { upstream, path, status: response.status },
        'upstream answered something other than JSON',
      );
      throw new DomainError('COMMON.UNAVAILABLE');
    }
  }
}
