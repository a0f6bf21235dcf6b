import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { type ApiRoute, DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { bodyState } from './json-body.middleware';
import { ROUTE_ENTRY } from './route-entry';
import { uploadFieldOf } from './upload';

/** Parameter kinds through which a handler reads the body (the raw request may be read for it). */
const READS_BODY = [RouteParamtypes.BODY, RouteParamtypes.RAW_BODY, RouteParamtypes.REQUEST].map(String);

/** What a route's handler takes, found once per handler: its upload field, and whether it reads a body. */
interface BodyRule {
  uploadField: string | undefined;
  readsBody: boolean;
  /** the route takes its body's bytes as sent, of any media type (a payment provider's notification) */
  raw: boolean;
}

const bodyRules = new WeakMap<object, BodyRule>();

/** The name `handler` has on the controller or a class it extends. */
function methodName(prototype: object | null, handler: unknown): string | undefined {
  for (
    let current = prototype;
    current && current !== Object.prototype;
    current = Object.getPrototypeOf(current) as object | null
  ) {
    const found = Object.getOwnPropertyNames(current).find(
      (key) => (current as Record<string, unknown>)[key] === handler,
    );
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** The handler's upload field and whether it reads a body at all (its route takes one, a @Body, a raw body or the request). */
function bodyRuleOf(context: ExecutionContext): BodyRule {
  const handler = context.getHandler();
  let rule = bodyRules.get(handler);
  if (rule === undefined) {
    // the metadata is kept under the method's name, which a handler made at run time may not carry
    const controller = context.getClass();
    const name = methodName(controller.prototype as object, handler);
    const args =
      (name
        ? (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as object | undefined)
        : undefined) ?? {};
    const route = Reflect.getMetadata(ROUTE_ENTRY, handler) as ApiRoute | undefined;
    rule = {
      uploadField: uploadFieldOf(handler),
      raw: Boolean(route?.raw),
      readsBody:
        Boolean(route?.body) || Object.keys(args).some((key) => READS_BODY.includes(key.split(':')[0]!)),
    };
    bodyRules.set(handler, rule);
  }
  return rule;
}

/** Anything but an absent body or `{}`. */
export const hasContent = (body: unknown): boolean =>
  body !== undefined &&
  !(typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * Global guard after the login check: the body as the route takes it. What the body middleware
 * could not read is refused here (413001, 400002-400006, 415); a route marked AcceptsUpload takes
 * a multipart form with a boundary, uncompressed, and nothing else; every other route takes JSON
 * (or no body), and one that reads no body refuses one (400010) rather than ignoring it.
 */
@Injectable()
export class RequestShapeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const state = bodyState(req);
    if (!state) {
      return true;
    }
    const received = state.mediaType || '(none)';
    const rule = bodyRuleOf(context);
    if (state.error && !rule.raw) {
      throw state.error;
    }
    if (rule.raw) {
      // its bytes are the route's to read and judge (rawBodyOf), whatever they are; only a body
      // too large to read, or not in a readable encoding, is refused here
      if (state.kind === 'multipart') {
        throw new DomainError('COMMON.UNSUPPORTED_MEDIA_TYPE', {
          accepted: 'a provider notification',
          received,
        });
      }
      if (
        state.error &&
        ['COMMON.BODY_TOO_LARGE', 'COMMON.UNSUPPORTED_ENCODING', 'COMMON.BAD_ENCODING'].includes(
          state.error.key,
        )
      ) {
        throw state.error;
      }
      return true;
    }
    const field = rule.uploadField;
    if (field !== undefined) {
      if (state.kind === 'json' || state.kind === 'other') {
        throw new DomainError('COMMON.UNSUPPORTED_MEDIA_TYPE', { accepted: 'multipart/form-data', received });
      }
      if (state.kind === 'multipart') {
        if (!/;\s*boundary=/i.test(req.headers['content-type'] ?? '')) {
          throw new DomainError('COMMON.BAD_MULTIPART', { field });
        }
        const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
        if (encoding !== 'identity') {
          throw new DomainError('COMMON.UNSUPPORTED_ENCODING', { encoding, accepted: 'identity' });
        }
      }
      return true;
    }
    if (state.kind === 'multipart' || state.kind === 'other') {
      throw new DomainError('COMMON.UNSUPPORTED_MEDIA_TYPE', { accepted: 'application/json', received });
    }
    if (state.kind === 'json' && hasContent(req.body) && !rule.readsBody) {
      throw new DomainError('COMMON.BODY_NOT_ALLOWED');
    }
    return true;
  }
}
