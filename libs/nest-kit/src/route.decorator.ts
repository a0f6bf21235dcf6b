import {
  applyDecorators,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  Post,
  Put,
  SetMetadata,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { type ApiRoute, ROUTES, type Upstream } from '@timber/contracts';
import { type Request } from 'express';
import { type z } from 'zod';
import { requestContext } from './request-context';
import { ROUTE_ENTRY } from './route-entry';
import { parseOrThrow } from './validation';

export { ROUTE_ENTRY } from './route-entry';

const METHOD = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/** A catalogue entry of one service: its own (an alias is served with the route it aliases). */
export type ServiceRoute<U extends Upstream> = ApiRoute & { readonly upstream: U; readonly aliasOf?: never };

/** The body a route's handler receives: its body schema's output. */
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.output<R['body']> : never;
/** The path parameters a route's handler receives: its params schema's output. */
export type ParamsOf<R extends ApiRoute> = R['params'] extends z.ZodType ? z.output<R['params']> : never;

const catalogue: readonly ApiRoute[] = Object.values(ROUTES);

/** The paths a route answers on: its own and its aliases' (the paths chosen before spec §7 named it). */
export const pathsOf = (route: ApiRoute): string[] => [
  route.path,
  ...catalogue
    .filter((alias) => alias.aliasOf === route.path && alias.method === route.method)
    .map((alias) => alias.path),
];

/**
 * Serves a catalogue entry: its method and path (and its aliases'), answered 200, under the
 * entry's login and permission rule (RouteRules reads it from here). The entry is the one
 * declaration of the route: the BFF forwards to the same path, the OpenAPI document describes it.
 */
export const RouteOf = (route: ApiRoute): MethodDecorator =>
  applyDecorators(METHOD[route.method](pathsOf(route)), HttpCode(200), SetMetadata(ROUTE_ENTRY, route));

/** What a handler's @RouteBody or @RouteParams validates with, resolved on its first call. */
const schemas = { body: new WeakMap<object, z.ZodType>(), params: new WeakMap<object, z.ZodType>() };

const schemaOf = (context: ExecutionContext, part: 'body' | 'params'): z.ZodType => {
  const handler = context.getHandler();
  const known = schemas[part].get(handler);
  if (known) {
    return known;
  }
  const route = Reflect.getMetadata(ROUTE_ENTRY, handler) as ApiRoute | undefined;
  if (!route) {
    throw new Error(`${context.getClass().name}.${handler.name} is not a @Route handler`);
  }
  const schema = route[part];
  if (!schema) {
    throw new Error(`${route.method} ${route.path} has no ${part === 'body' ? 'body' : 'path parameters'}`);
  }
  schemas[part].set(handler, schema);
  return schema;
};

const validatedBody = (_: unknown, context: ExecutionContext): unknown => {
  const request = context.switchToHttp().getRequest<Request>();
  return parseOrThrow(schemaOf(context, 'body'), request.body ?? {}, requestContext().locale);
};

/** The request body, validated by the route's body schema (an answer in the caller's language). */
export const RouteBody = createParamDecorator(validatedBody);

/** Whether the handler `name` of the controller `type` takes its body through @RouteBody. */
export function takesRouteBody(type: object, name: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<
    string,
    { factory?: unknown }
  >;
  return Object.values(args).some((arg) => arg.factory === validatedBody);
}

/** The path parameters, validated by the route's params schema. */
export const RouteParams = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const request = context.switchToHttp().getRequest<Request>();
  return parseOrThrow(schemaOf(context, 'params'), request.params, requestContext().locale);
});
