import { extendZodWithOpenApi, OpenApiGeneratorV3, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { type ApiRoute, permissionKeys, ROUTES } from '@timber/contracts';
import { z } from 'zod';

// Adds .openapi() to zod's prototypes; the generator uses it for parameters.
extendZodWithOpenApi(z);

const envelope = (data: z.ZodType) =>
  z.object({ code: z.number().int().describe('0 on success'), msg: z.string(), data });

const errorEnvelope = envelope(z.null()).describe(
  'code: 400001 validation, 401001 token invalid, 401008 token expired, 50014 session ended, 403001 forbidden, …',
);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toOpenApiPath = (path: string): string => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const operationId = (id: string): string => id;

/**
 * Path parameters as a schema built here, after extendZodWithOpenApi: zod 4 gives each schema
 * its methods when it is created, so the catalogue's own (older) schemas lack .openapi().
 */
const pathParams = (schema: z.ZodType): z.ZodObject =>
  z.object(Object.fromEntries(Object.keys((schema as z.ZodObject).shape).map((key) => [key, z.string()])));

/** The OpenAPI 3 document of /api, built from the route catalogue. */
export function buildOpenApiDocument(
  routes: Record<string, ApiRoute> = ROUTES,
): ReturnType<OpenApiGeneratorV3['generateDocument']> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const [id, route] of Object.entries(routes)) {
    registry.registerPath({
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
      path: toOpenApiPath(route.path),
      operationId: operationId(id),
      summary: route.summary,
      tags: [route.tag],
      // an alias is listed too, marked so that clients (the web app's) use the spec path
      ...(route.aliasOf ? { deprecated: true } : {}),
      ...(route.public ? { security: [] } : { security: [{ bearer: [] }] }),
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
        400: { description: 'refused', content: { 'application/json': { schema: errorEnvelope } } },
      },
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Timber back office API',
      version: '1.0.0',
      description:
        'The single API of the web app. Envelope {code, msg, data}; lists in data.records + data.total.',
    },
    servers: [{ url: '/' }],
  });
}
