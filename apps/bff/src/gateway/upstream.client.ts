import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError, type Upstream } from '@timber/contracts';
import { loggerFor, requestContext } from '@timber/nest-kit';
import { currentTraceHeaders } from '@timber/telemetry';
import { type Request } from 'express';
import { Agent, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream';
import { BFF_CONFIG, type BffConfig } from '../config';

/** A service's JSON answer (its envelope), as the bytes it sent: the BFF passes them on unparsed. */
export interface UpstreamAnswer {
  status: number;
  body: Buffer;
  /** the service's ETag of those bytes, which the BFF's answer keeps rather than hashing them again */
  etag?: string;
}

/** A service's answer whose body is read as it comes (a file streamed through to the browser). */
export interface UpstreamStream {
  status: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
}

/**
 * How long a connection to a service may sit unused before the BFF closes it: well under the
 * services' own keep-alive timeout (65 s, startHttpApp), so the BFF never sends a request on a
 * connection the service is closing.
 */
export const UPSTREAM_IDLE_MS = 4_000;

/** Where a service answers: host, port and the path its routes hang under (none but `/` today). */
interface Base {
  hostname: string;
  port: number;
  prefix: string;
}

/** A service's base URL (plain HTTP: the services answer only inside the cluster), read once. */
function baseOf(url: string): Base {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:') {
    throw new Error(`an upstream URL must be http: ${url}`);
  }
  return {
    // an IPv6 address without its URL brackets, as node:http takes it
    hostname: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(parsed.port || 80),
    prefix: parsed.pathname.replace(/\/$/, ''),
  };
}

/** An answer that took longer than the route's upstream timeout. */
class UpstreamTimeout extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Calls a service over internal HTTP, carrying the caller's token, language and correlation id,
 * and the client's address as the BFF determined it (its TRUSTED_PROXIES rule) as the only
 * X-Forwarded-For hop: a service believes it because the BFF is among its own trusted proxies,
 * and whatever the browser sent in that header never reaches the service.
 *
 * Connections are kept alive and reused (one pool of node:http's Agent for every service): a call
 * costs a request on an open connection, not a TCP handshake, and no WHATWG fetch machinery
 * (Request, Response, web streams, an AbortSignal per call), which took a third of the BFF's CPU.
 * The route's timeout bounds the whole call, the answer's body included, as before.
 */
@Injectable()
export class UpstreamClient implements OnApplicationShutdown {
  private readonly log = loggerFor(UpstreamClient.name);
  private readonly bases: Record<Upstream, Base>;
  private readonly agent = new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS, scheduling: 'lifo' });

  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {
    this.bases = {
      identity: baseOf(config.IDENTITY_URL),
      inventory: baseOf(config.INVENTORY_URL),
      devices: baseOf(config.DEVICES_URL),
      ingest: baseOf(config.INGEST_URL),
      counting: baseOf(config.COUNTING_URL),
      orders: baseOf(config.ORDERS_URL),
      sawing: baseOf(config.SAWING_URL),
      billing: baseOf(config.BILLING_URL),
    };
  }

  /** Once the BFF has stopped taking requests: the pooled connections are closed. */
  onApplicationShutdown(): void {
    this.agent.destroy();
  }

  /** The upstream answer as it comes (for files streamed through to the browser; timeout 0: none, an event stream). */
  open(
    upstream: Upstream,
    method: string,
    path: string,
    req: Request,
    body: unknown,
    timeoutMs = this.config.UPSTREAM_TIMEOUT_MS,
    /** more headers of the browser's to pass on (e.g. a video's range) */
    passOn: Record<string, string> = {},
  ): Promise<UpstreamStream> {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? {});
    const headers = { ...passOn, ...this.headersOf(req, 'application/json') };
    return this.send(upstream, method, path, headers, payload, timeoutMs).catch((error: unknown) => {
      this.log.warn({ upstream, path, error: (error as Error).message }, 'upstream call failed');
      throw refusalOf(error);
    });
  }

  /**
   * A body's bytes sent as they came, with their media type and the caller's headers named in
   * `pass` (a payment provider's notification, whose signature covers them); the answer as it comes.
   */
  relay(
    upstream: Upstream,
    path: string,
    req: Request,
    bytes: Buffer,
    pass: readonly string[],
    timeoutMs = this.config.UPSTREAM_TIMEOUT_MS,
  ): Promise<UpstreamStream> {
    const headers = this.headersOf(req, req.headers['content-type'] ?? 'application/octet-stream');
    for (const name of pass) {
      const value = req.headers[name];
      if (typeof value === 'string') {
        headers[name] = value;
      }
    }
    return this.send(upstream, 'POST', path, headers, bytes, timeoutMs).catch((error: unknown) => {
      this.log.warn({ upstream, path, error: (error as Error).message }, 'upstream relay failed');
      throw refusalOf(error);
    });
  }

  /** Streams the request itself (a multipart upload) to the service, as the browser sent it. */
  async stream(upstream: Upstream, path: string, req: Request, timeoutMs: number): Promise<UpstreamAnswer> {
    const headers = this.headersOf(req, req.headers['content-type'] ?? 'application/octet-stream');
    if (req.headers['content-length']) {
      headers['content-length'] = req.headers['content-length'];
    }
    let answer: UpstreamStream;
    try {
      answer = await this.send(upstream, 'POST', path, headers, req, timeoutMs);
    } catch (error) {
      this.log.warn({ upstream, path, error: (error as Error).message }, 'upstream upload failed');
      throw refusalOf(error);
    }
    return this.answerOf(upstream, path, answer);
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

  private headersOf(req: Request, contentType: string): Record<string, string> {
    const context = requestContext();
    const headers: Record<string, string> = {
      'content-type': contentType,
      lang: context.locale,
      'timezone-offset': String(context.tzOffsetHours),
      'x-correlation-id': context.correlationId,
      'x-forwarded-for': context.ip,
      // the request's trace goes on to the service (the BFF's outgoing calls are not instrumented),
      // or the unsampled context of a request declined at the door (runUnderCaller)
      ...currentTraceHeaders(),
    };
    if (req.headers.authorization) {
      headers.authorization = req.headers.authorization;
    }
    return headers;
  }

  /**
   * One request on a pooled connection; resolves with the answer once its headers came. The
   * timeout runs until the answer's body has been read (or the caller went), and then destroys
   * the request: a body still streaming ends in an error, as a fetch aborted by its signal did.
   */
  private send(
    upstream: Upstream,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | Buffer | Request | undefined,
    timeoutMs: number,
  ): Promise<UpstreamStream> {
    const base = this.bases[upstream];
    return new Promise<UpstreamStream>((resolve, reject) => {
      if (typeof body === 'string' || Buffer.isBuffer(body)) {
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const outgoing = httpRequest({
        agent: this.agent,
        hostname: base.hostname,
        port: base.port,
        method,
        path: `${base.prefix}${path}`,
        headers,
      });
      let answer: IncomingMessage | undefined;
      // 0: no timeout (a stream of events, which lasts as long as the browser listens)
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              const timeout = new UpstreamTimeout(`no answer within ${timeoutMs} ms`);
              outgoing.destroy(timeout);
              answer?.destroy(timeout);
            }, timeoutMs)
          : undefined;
      outgoing.once('close', () => clearTimeout(timer));
      outgoing.once('error', reject);
      outgoing.once('response', (response: IncomingMessage) => {
        answer = response;
        response.once('close', () => clearTimeout(timer));
        resolve({ status: response.statusCode ?? 502, headers: response.headers, body: response });
      });
      if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) {
        outgoing.end(body);
      } else {
        // the browser's bytes as they come; a caller that goes away ends the upload
        pipeline(body, outgoing, (error) => {
          if (error) {
            outgoing.destroy(error);
          }
        });
      }
    });
  }

  /**
   * The service's envelope as it came; a service that answers anything but JSON is unavailable.
   * The bytes are passed on as they are: parsing and writing them again cost the BFF a few per
   * cent of its CPU and changed nothing.
   */
  private async answerOf(upstream: Upstream, path: string, answer: UpstreamStream): Promise<UpstreamAnswer> {
    const type = answer.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      answer.body.resume();
      this.log.error(
        { upstream, path, status: answer.status, type },
        'upstream answered something other than JSON',
      );
      throw new DomainError('COMMON.UNAVAILABLE');
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of answer.body) {
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      this.log.warn({ upstream, path, error: (error as Error).message }, 'upstream answer cut short');
      throw refusalOf(error);
    }
    return {
      status: answer.status,
      body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
      etag: answer.headers.etag,
    };
  }
}

const refusalOf = (error: unknown): DomainError =>
  new DomainError(error instanceof UpstreamTimeout ? 'COMMON.TIMEOUT' : 'COMMON.UNAVAILABLE');
