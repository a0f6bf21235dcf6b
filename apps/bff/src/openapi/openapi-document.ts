import { extendZodWithOpenApi, OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  API_CONTEXTS,
  API_TAGS,
  type ApiRoute,
  permissionKeys,
  ROUTES,
  type Upstream,
} from '@timber/contracts';
import { z } from 'zod';
import { TOKEN_COOKIE } from '../shared/token-cookie';
import { operationDescription } from './operation-description';

// Adds .openapi() to zod's prototypes; the generator uses it for parameters.
extendZodWithOpenApi(z);

const envelope = (data: z.ZodType) =>
  z.object({ code: z.number().int().describe('0 on success'), msg: z.string(), data });

/** Every refusal and failure: a non-zero code, the message in the request's language, no data. */
const errorEnvelope = z
  .object({
    code: z
      .number()
      .int()
      .describe(
        'not 0: libs/contracts error-codes (400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …)',
      ),
    msg: z.string().describe("the message in the request's language"),
    data: z.null(),
  })
  .describe('The envelope of a refusal or failure: code not 0, data null');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toOpenApiPath = (path: string): string => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

/**
 * Path parameters as a schema built here, after extendZodWithOpenApi: zod 4 gives each schema
 * its methods when it is created, so the catalogue's own (older) schemas lack .openapi().
 */
const pathParams = (schema: z.ZodType): z.ZodObject =>
  z.object(Object.fromEntries(Object.keys((schema as z.ZodObject).shape).map((key) => [key, z.string()])));

/** The security requirement of a route: who may call it (ApiRoute.public, app, ranged). */
const securityOf = (route: ApiRoute): Record<string, string[]>[] =>
  route.public
    ? []
    : route.app
      ? [{ appToken: [] }]
      : route.ranged
        ? [{ bearer: [] }, { tokenCookie: [] }]
        : [{ bearer: [] }];

/**
 * The tags of the routes, in the catalogue's order, each declared with its description, and their
 * groups (x-tagGroups), one per bounded context: a tag belongs to the context most of its routes
 * go to. A tag API_TAGS does not describe yet gets its context's description.
 */
function tagsOf(routes: Record<string, ApiRoute>) {
  const upstreams = new Map<string, Map<Upstream, number>>();
  for (const route of Object.values(routes)) {
    const counts = upstreams.get(route.tag) ?? new Map<Upstream, number>();
    counts.set(route.upstream, (counts.get(route.upstream) ?? 0) + 1);
    upstreams.set(route.tag, counts);
  }
  const contextOf = new Map(
    [...upstreams].map(([tag, counts]) => {
      const [[context]] = [...counts].sort((a, b) => b[1] - a[1]) as [[Upstream, number]];
      return [tag, context] as const;
    }),
  );
  const tags = [...contextOf].map(([name, context]) => ({
    name,
    description: `${API_TAGS[name] ?? `The ${name} calls.`} (Bounded context: ${API_CONTEXTS[context].name}.)`,
  }));
  const tagGroups = (Object.keys(API_CONTEXTS) as Upstream[])
    .map((context) => ({
      name: API_CONTEXTS[context].name,
      description: API_CONTEXTS[context].description,
      tags: [...contextOf].filter(([, of]) => of === context).map(([tag]) => tag),
    }))
    .filter((group) => group.tags.length > 0);
  return { tags, tagGroups };
}

/** The OpenAPI 3.1 document of /api, built from the route catalogue. */
export function buildOpenApiDocument(
  routes: Record<string, ApiRoute> = ROUTES,
): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A back-office access token (POST /api/sys/user/login), as the Authorization header: `Bearer <token>`',
  });
  registry.registerComponent('securitySchemes', 'appToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      "A mobile app token (POST /api/appcus/login, or /api/app/login for a system user allowed in the app), as the Authorization header; the back office's token is refused",
  });
  registry.registerComponent('securitySchemes', 'tokenCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: TOKEN_COOKIE,
    description:
      "The back-office access token in the web app's cookie (for a `<video>` element, which sends no header)",
  });
  registry.register('ErrorEnvelope', errorEnvelope);
  // a raw component: its schema is the registered one's reference, not a zod schema
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
  const refusal = (name: string, description: string) =>
    registry.registerComponent('responses', name, { description, content: errorContent }).ref;
  const refused = refusal('Refused', 'refused: invalid input (400001) or a rule of the call');
  const loginInvalid = refusal(
    'LoginInvalid',
    'no login, or one no longer valid (401001 token invalid, 401008 expired, 50014 ended)',
  );
  const forbidden = refusal('Forbidden', "the caller lacks the call's permission (403001)");
  const failed = refusal(
    'Failed',
    'any other refusal or failure (not found, conflict, too many requests, unavailable…)',
  );
  for (const [id, route] of Object.entries(routes)) {
    registry.registerPath({
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
      path: toOpenApiPath(route.path),
      operationId: id,
      summary: route.summary,
      description: operationDescription(route),
      tags: [route.tag],
      // an alias is listed too, marked so that clients (the web app's) use the spec path
      ...(route.aliasOf ? { deprecated: true } : {}),
      // a call that may take longer than the default: the web client waits this long for the answer
      ...(route.timeoutMs ? { 'x-timeout-ms': route.timeoutMs } : {}),
      security: securityOf(route),
      request: {
        ...(route.params ? { params: pathParams(route.params) } : {}),
        ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
        ...(route.raw
          ? {
              body: {
                content: {
                  'application/x-www-form-urlencoded': { schema: z.string() },
                  'application/json': { schema: z.string() },
                },
              },
            }
          : {}),
        ...(route.upload
          ? {
              body: {
                content: {
                  'multipart/form-data': {
                    schema: z.object({ [route.upload]: z.string().openapi({ format: 'binary' }) }),
                  },
                },
              },
            }
          : {}),
      },
      responses: {
        200: {
          description: route.permission
            ? `needs permission ${permissionKeys(route.permission).join(' or ')}`
            : 'success',
          content: route.stream
            ? { 'text/event-stream': { schema: z.string() } }
            : route.raw
              ? { 'text/plain': { schema: z.string() }, 'application/json': { schema: z.string() } }
              : route.download
                ? {
                    [route.downloadType ?? XLSX]: {
                      schema: z.string().openapi({ format: 'binary' }),
                    },
                  }
                : { 'application/json': { schema: envelope(route.data) } },
        },
        ...(route.ranged
          ? {
              206: {
                description: 'the part of the file the Range header asked for (Content-Range)',
                content: {
                  [route.downloadType ?? XLSX]: { schema: z.string().openapi({ format: 'binary' }) },
                },
              },
            }
          : {}),
        400: refused,
        ...(route.public ? {} : { 401: loginInvalid }),
        ...(route.permission ? { 403: forbidden } : {}),
        default: failed,
      },
    });
  }
  const { tags, tagGroups } = tagsOf(routes);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Timber back office API',
      version: '1.0.0',
      description:
        'The single API of the web app, the mobile app and the public pages (spec §7), served by the BFF. ' +
        'Every JSON answer is the envelope {code, msg, data}: code 0 on success, else an error code with the ' +
        "message in the request's language (lang header); lists answer data.records and data.total.",
      contact: { name: 'Timber back office team' },
      // the project is not published under an open licence (package.json: private)
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: '/', description: 'the web server of the app (same origin), which passes /api to the BFF' },
      { url: 'http://127.0.0.1:8080', description: 'npm start on this machine' },
    ],
    tags,
    'x-tagGroups': tagGroups,
  });
}
