import { Injectable, type NestMiddleware } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { type NextFunction, type Request, type Response } from 'express';
import { isUtf8 } from 'node:buffer';
import { type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { jsonShapeProblem } from './json-shape';

/** Arrays and objects nested deeper than this are refused before parsing (400003). */
export const JSON_MAX_DEPTH = 32;
/** The compressions a JSON body may come in (Content-Encoding); a multipart upload comes in none. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

/**
 * What the body middleware made of a request's body, for RequestShapeGuard, which decides once the
 * route is known (and after the login check, so a stranger learns nothing of the routes):
 * `json` parsed into req.body; `multipart` left unread for the route's upload interceptor;
 * `other` a body of another type, unread; `none` no body. `error` is the refusal of a body that
 * could not be read.
 */
export interface BodyState {
  kind: 'none' | 'json' | 'multipart' | 'other';
  /** the media type as sent, without parameters, e.g. `text/plain` */
  mediaType: string;
  error?: DomainError;
}

const states = new WeakMap<Request, BodyState>();
/** The bytes a JSON body was parsed from (inflated), for a route that takes its body raw. */
const jsonBytes = new WeakMap<Request, Buffer>();

/** The body middleware's verdict on this request (none when it did not run: an unknown route). */
export const bodyState = (req: Request): BodyState | undefined => states.get(req);

/** Whether the request carries a body at all (a length above zero, or chunks). */
export const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export const mediaTypeOf = (req: Request): string =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const isJson = (mediaType: string): boolean =>
  mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'));

/** Checks the raw (inflated) bytes before they are parsed: UTF-8, depth, NUL escapes. */
function verifyJson(_req: unknown, _res: unknown, bytes: Buffer): void {
  if (!isUtf8(bytes)) {
    throw new DomainError('COMMON.NOT_UTF8');
  }
  const problem = jsonShapeProblem(bytes, JSON_MAX_DEPTH);
  if (problem === 'too-deep') {
    throw new DomainError('COMMON.TOO_DEEP', { limit: JSON_MAX_DEPTH });
  }
  if (problem === 'nul') {
    throw new DomainError('COMMON.NUL_CHARACTER');
  }
}

/** A body-parser error as the refusal the caller reads. */
export function bodyReadError(error: unknown, mediaType: string): DomainError {
  if (error instanceof DomainError) {
    return error;
  }
  const failure = error as {
    type?: string;
    limit?: number;
    code?: string;
    encoding?: string;
    charset?: string;
  };
  switch (failure.type) {
    case 'entity.too.large':
      return new DomainError('COMMON.BODY_TOO_LARGE', {
        limit: `${Math.round((failure.limit ?? 0) / 1024)} KB`,
      });
    case 'entity.parse.failed':
      return new DomainError('COMMON.BAD_JSON');
    case 'encoding.unsupported':
      return new DomainError('COMMON.UNSUPPORTED_ENCODING', {
        encoding: failure.encoding ?? '?',
        accepted: ACCEPTED_ENCODINGS,
      });
    case 'charset.unsupported':
      return new DomainError('COMMON.UNSUPPORTED_MEDIA_TYPE', {
        accepted: 'application/json (UTF-8)',
        received: `${mediaType}; charset=${failure.charset ?? '?'}`,
      });
    default:
      // zlib: the bytes are not in the Content-Encoding the request names
      if (failure.code?.startsWith('Z_')) {
        return new DomainError('COMMON.BAD_ENCODING');
      }
      return new DomainError('COMMON.BAD_REQUEST');
  }
}

/** `1mb`, `16kb`, `512` (bytes): a size as BODY_LIMIT is written; throws on anything else. */
export function parseByteSize(size: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(size);
  if (!match) {
    throw new Error(`not a size: ${JSON.stringify(size)} (e.g. 512kb, 1mb)`);
  }
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}

/** The charset a Content-Type names, lower case; undefined when it names none. */
const charsetOf = (contentType: string | undefined): string | undefined =>
  /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i
    .exec(contentType ?? '')
    ?.slice(1)
    .find((v) => v !== undefined)
    ?.toLowerCase();

/** A body read failure as body-parser names them, for bodyReadError. */
const failure = (type: string, fields: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(type), { type, ...fields });

/** The decompression a body's bytes come out of (Content-Encoding), none for `identity`. */
function inflaterOf(req: Request): Transform | undefined {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  switch (encoding) {
    case 'identity':
      return undefined;
    case 'gzip':
      return req.pipe(createGunzip());
    case 'deflate':
      return req.pipe(createInflate());
    case 'br':
      return req.pipe(createBrotliDecompress());
    default:
      throw failure('encoding.unsupported', { encoding });
  }
}

/** Reads what is left of a refused body, so the answer comes after it and the connection stays usable. */
const drain = (req: Request): Promise<void> =>
  new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) {
      resolve();
      return;
    }
    req.once('end', resolve).once('close', resolve).once('error', resolve);
    req.resume();
  });

/** Every byte of `stream`, at most `limit` of them: a stream that brings more is left at once. */
const collect = (stream: Request | Transform, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (error?: Error): void => {
      stream.off('data', onData).off('end', onEnd).off('error', settle).off('close', onClose);
      if (error) {
        reject(error);
      } else {
        resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length));
      }
    };
    const onData = (chunk: Buffer): void => {
      length += chunk.length;
      if (length > limit) {
        settle(failure('entity.too.large', { limit }));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = (): void => settle();
    // the caller went before the body's end
    const onClose = (): void => settle(failure('request.aborted'));
    stream.on('data', onData).on('end', onEnd).on('error', settle).on('close', onClose);
  });

/**
 * The bytes of a body, inflated, at most `limit` of them (413 before reading when the length says
 * more, else as soon as more come). A body refused part way is read to its end first.
 */
async function readBytes(req: Request, limit: number): Promise<Buffer> {
  const inflater = inflaterOf(req);
  if (!inflater && Number(req.headers['content-length']) > limit) {
    await drain(req);
    throw failure('entity.too.large', { limit });
  }
  try {
    return await collect(inflater ?? req, limit);
  } catch (error) {
    if (inflater) {
      req.unpipe(inflater);
      inflater.on('error', () => undefined).destroy();
    }
    await drain(req);
    throw error;
  }
}

const BOM = 0xfeff;

/** JSON text as body-parser's strict mode takes it: an object or an array, `{}` for no bytes. */
function parseJson(bytes: Buffer): unknown {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === BOM) {
    text = text.slice(1);
  }
  if (text.length === 0) {
    return {};
  }
  const first = /^[\x20\x09\x0a\x0d]*(.|$)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') {
    throw failure('entity.parse.failed');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failure('entity.parse.failed');
  }
}

/** A JSON body read, checked (see verifyJson) and parsed, or why it could not be. */
async function readJson(req: Request, limit: number): Promise<unknown> {
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8') {
    // not read: Node discards it once the answer is sent
    throw failure('charset.unsupported', { charset });
  }
  const bytes = await readBytes(req, limit);
  jsonBytes.set(req, bytes);
  verifyJson(req, undefined, bytes);
  return parseJson(bytes);
}

/**
 * Reads JSON bodies inside Nest's middleware chain (limit, UTF-8, nesting depth, NUL escapes,
 * compressed bodies inflated), leaves a multipart body to the route's upload interceptor, and
 * reads no other type. It refuses nothing itself: what it found waits in bodyState for
 * RequestShapeGuard, so the login check comes first and a route's answer names what it accepts.
 *
 * Its own reader rather than body-parser's (express.json): the same rules and refusals (an object
 * or array, UTF-8 only, gzip, deflate or br, the limit counted on the inflated bytes, a refused
 * body read to its end before the answer) at a fraction of the cost, which was 5 to 8 % of a
 * process's CPU on a small body (content-type parsing, iconv, raw-body's stream plumbing).
 */
export function jsonBodyMiddleware(limit: string): new () => NestMiddleware {
  const maxBytes = parseByteSize(limit);
  @Injectable()
  class JsonBodyMiddleware implements NestMiddleware {
    use(req: Request, _res: Response, next: NextFunction): void {
      const mediaType = mediaTypeOf(req);
      if (!hasBody(req)) {
        states.set(req, { kind: 'none', mediaType });
      } else if (mediaType === 'multipart/form-data') {
        states.set(req, { kind: 'multipart', mediaType });
      } else if (!isJson(mediaType)) {
        states.set(req, { kind: 'other', mediaType });
      } else {
        readJson(req, maxBytes).then(
          (body) => {
            req.body = body;
            states.set(req, { kind: 'json', mediaType });
            next();
          },
          (error: unknown) => {
            states.set(req, { kind: 'json', mediaType, error: bodyReadError(error, mediaType) });
            next();
          },
        );
        return;
      }
      next();
    }
  }
  return JsonBodyMiddleware;
}

/** The most a raw body (a payment provider's notification) may hold. */
export const RAW_BODY_MAX_BYTES = 64 * 1024;

/**
 * The body's bytes as they were sent (inflated), for a route marked `raw` in the catalogue (a
 * payment provider's notification, whose signature covers those bytes): read here when the body
 * middleware left it unread (a form, text), or the bytes a JSON body was parsed from. At most
 * RAW_BODY_MAX_BYTES (413001 beyond); no body: empty.
 */
export async function rawBodyOf(req: Request, limit = RAW_BODY_MAX_BYTES): Promise<Buffer> {
  const parsed = jsonBytes.get(req);
  if (parsed) {
    if (parsed.length > limit) {
      throw bodyReadError(failure('entity.too.large', { limit }), mediaTypeOf(req));
    }
    return parsed;
  }
  if (!hasBody(req) || req.readableEnded) {
    return Buffer.alloc(0);
  }
  try {
    return await readBytes(req, limit);
  } catch (error) {
    throw bodyReadError(error, mediaTypeOf(req));
  }
}
