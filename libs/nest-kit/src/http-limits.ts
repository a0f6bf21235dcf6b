import { ExpressAdapter } from '@nestjs/platform-express';
import { type ErrorKey } from '@timber/contracts';
import { resolveLocale } from '@timber/i18n';
import { type NextFunction, type Request, type Response } from 'express';
import { createServer, type RequestListener, type Server, STATUS_CODES } from 'node:http';
import { type Duplex } from 'node:stream';
import { errorAnswer } from './error-answer';

/** The request line and headers together: beyond this Node's parser stops and answers 431001. */
export const HEADER_MAX_BYTES = 128 * 1024;
/** The longest address (path and query) a route is looked up for: beyond it 414001. */
export const URL_MAX_LENGTH = 8 * 1024;

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Why a path cannot be read: an escape that is not `%` and two hex digits or not UTF-8, or a control character. */
export function pathProblem(path: string): 'escape' | 'control' | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) {
    return 'escape';
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'escape';
  }
  return /[\u0000-\u001f\u007f]/.test(decoded) ? 'control' : undefined;
}

/**
 * First in line, before any route is looked up: an address longer than URL_MAX_LENGTH (414001) or
 * a path that cannot be decoded (400007) is answered at once, the same for every path, known or
 * not, logged in or not, so the answer tells nothing of the routes. The router would otherwise
 * fail to decode the path's parameters.
 */
export function requestLineCheck(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl || req.url;
  const failure: { key: ErrorKey; params: Record<string, string | number> } | undefined =
    url.length > URL_MAX_LENGTH
      ? { key: 'COMMON.URL_TOO_LONG', params: { limit: `${URL_MAX_LENGTH / 1024} KB` } }
      : pathProblem(url.split('?')[0]!)
        ? { key: 'COMMON.BAD_PATH', params: {} }
        : undefined;
  if (!failure) {
    next();
    return;
  }
  const locale = resolveLocale(header(req, 'lang') ?? header(req, 'accept-language'));
  const { status, body } = errorAnswer(failure.key, failure.params, locale);
  res.status(status).json(body);
}

/** A header's value in the raw bytes Node's parser gave up on (best effort: it may not be there). */
function rawHeader(raw: Buffer | undefined, name: string): string | undefined {
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(raw?.toString('latin1') ?? '');
  return match?.[1];
}

/**
 * What Node's HTTP parser could not read (headers over HEADER_MAX_BYTES, a malformed request
 * line or header) is answered in the envelope too, in the language of a `lang` or
 * `Accept-Language` header when the bytes read so far hold one, and the connection closed.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (!socket.writable || !error.code?.startsWith('HPE_')) {
    socket.destroy();
    return;
  }
  const key: ErrorKey =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'COMMON.HEADERS_TOO_LARGE' : 'COMMON.BAD_REQUEST';
  const locale = resolveLocale(
    rawHeader(error.rawPacket, 'lang') ?? rawHeader(error.rawPacket, 'accept-language'),
  );
  const { status, body } = errorAnswer(key, { limit: `${HEADER_MAX_BYTES / 1024} KB` }, locale);
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

/**
 * An HTTP server with this system's limits: request line and headers up to HEADER_MAX_BYTES
 * (Node's own default, 16 KB, would answer a long address with an empty 431), parse failures
 * answered by answerClientError. Every port of every process is one of these (ingest's second
 * port too), so none answers bad bytes without the envelope.
 */
export function limitedHttpServer(listener: RequestListener): Server {
  const server = createServer({ maxHeaderSize: HEADER_MAX_BYTES }, listener);
  server.on('clientError', answerClientError);
  return server;
}

/** Express as Nest runs it, on a limitedHttpServer. */
export class LimitedExpressAdapter extends ExpressAdapter {
  override initHttpServer(): void {
    this.httpServer = limitedHttpServer(this.getInstance<RequestListener>());
  }
}
