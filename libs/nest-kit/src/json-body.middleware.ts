import { Injectable, type NestMiddleware } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import { isUtf8 } from 'node:buffer';
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

/**
 * Reads JSON bodies inside Nest's middleware chain (limit, UTF-8, nesting depth, NUL escapes,
 * compressed bodies inflated), leaves a multipart body to the route's upload interceptor, and
 * reads no other type. It refuses nothing itself: what it found waits in bodyState for
 * RequestShapeGuard, so the login check comes first and a route's answer names what it accepts.
 */
export function jsonBodyMiddleware(limit: string): new () => NestMiddleware {
  const parse = express.json({ limit, verify: verifyJson, type: () => true });
  @Injectable()
  class JsonBodyMiddleware implements NestMiddleware {
    async use(req: Request, res: Response, next: NextFunction): Promise<void> {
      const mediaType = mediaTypeOf(req);
      if (!hasBody(req)) {
        states.set(req, { kind: 'none', mediaType });
      } else if (mediaType === 'multipart/form-data') {
        states.set(req, { kind: 'multipart', mediaType });
      } else if (!isJson(mediaType)) {
        states.set(req, { kind: 'other', mediaType });
      } else {
        const error = await new Promise<unknown>((resolve) => parse(req, res, resolve));
        states.set(req, {
          kind: 'json',
          mediaType,
          ...(error ? { error: bodyReadError(error, mediaType) } : {}),
        });
      }
      next();
    }
  }
  return JsonBodyMiddleware;
}
