import { API_TAGS, type ApiRoute, ROUTES } from '@timber/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is the committed apps/bff/openapi.json (run `npm run openapi` after changing a route)', () => {
    const committed = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('describes every catalogue route with the envelope', () => {
    for (const [id, route] of Object.entries(ROUTES)) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = (document.paths?.[path] as Record<string, { operationId?: string }> | undefined)?.[
        route.method.toLowerCase()
      ];
      expect(operation?.operationId, path).toBe(id);
    }
  });

  it('marks public routes as needing no token', () => {
    const login = document.paths?.['/api/sys/user/login'] as { post: { security: unknown[] } };
    expect(login.post.security).toEqual([]);
  });

  it('names the token each route takes: the back office’s, the app’s, or for a video its cookie', () => {
    const security = (path: string, method: string): unknown =>
      (document.paths?.[path] as Record<string, { security?: unknown }> | undefined)?.[method]?.security;
    expect(security('/api/sys/user/info', 'get')).toEqual([{ bearer: [] }]);
    expect(security('/api/app/sawbench/doing', 'post')).toEqual([{ appToken: [] }]);
    expect(security('/api/count/img/video/{imgId}', 'get')).toEqual([{ bearer: [] }, { tokenCookie: [] }]);
  });

  it('is OpenAPI 3.1: a value that may be null has type null, never 3.0 nullable', () => {
    const text = JSON.stringify(document);
    expect(document.openapi).toBe('3.1.0');
    expect(text).not.toContain('"nullable"');
    const logout = document.paths?.['/api/sys/user/logout'] as {
      get: { responses: { 200: { content: { 'application/json': { schema: { properties: object } } } } } };
    };
    expect(logout.get.responses['200'].content['application/json'].schema.properties).toMatchObject({
      data: { type: 'null' },
    });
  });

  it('declares info licence and contact, servers, and every tag at the top with a description', () => {
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.contact?.name).toBeTruthy();
    expect(document.servers?.length).toBeGreaterThan(0);
    const used = new Set(Object.values(ROUTES).map((route: ApiRoute) => route.tag));
    expect(new Set(document.tags?.map((tag) => tag.name))).toEqual(used);
    for (const tag of document.tags ?? []) {
      expect(tag.description, tag.name).toMatch(/\(Bounded context: \w+\.\)$/);
    }
    // every tag in one group (x-tagGroups) per bounded context
    const groups = (document as unknown as { 'x-tagGroups': { name: string; tags: string[] }[] })[
      'x-tagGroups'
    ];
    expect(groups.flatMap((group) => group.tags).sort()).toEqual([...used].sort());
  });

  it('describes every operation from its entry, unique operation ids', () => {
    const ids: string[] = [];
    for (const operations of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(
        operations as Record<string, { operationId: string; description?: string }>,
      )) {
        ids.push(operation.operationId);
        expect(operation.description, operation.operationId).toMatch(/\*\*Access:\*\* .+\*\*Path:\*\* /s);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Object.keys(ROUTES).length);
  });

  it('derives a description from what an entry knows: who may call, the request, the answer, the path', () => {
    const page = z.object({ records: z.array(z.object({ id: z.string() })), total: z.number() });
    const routes: Record<string, ApiRoute> = {
      somethingList: {
        method: 'POST',
        path: '/something/pageData',
        summary: 'Somethings, newest first',
        description: 'Written by hand.',
        tag: 'a-tag-nobody-described',
        upstream: 'orders',
        permission: 'some/list',
        body: z.object({ page: z.number() }),
        data: page,
      },
      somethingPublic: {
        method: 'GET',
        path: '/something/open/:id',
        summary: '(chosen) One something, for anyone',
        tag: 'orders',
        upstream: 'orders',
        public: true,
        params: z.object({ id: z.string() }),
        data: z.null(),
      },
      somethingApp: {
        method: 'POST',
        path: '/app/something',
        summary: 'The mobile app: one something',
        tag: 'orders',
        upstream: 'orders',
        app: true,
        data: z.null(),
      },
    };
    const built = buildOpenApiDocument(routes);
    type Operation = { description: string; security: unknown[]; responses: Record<string, unknown> };
    const op = (path: string, method: string): Operation => {
      const operation = (built.paths?.[path] as Record<string, Operation> | undefined)?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      return operation!;
    };
    const list = op('/api/something/pageData', 'post');
    expect(list.description).toMatch(
      /^Written by hand\.\n\n\*\*Access:\*\* a logged-in back-office user holding the permission `some\/list`/,
    );
    expect(list.description).toContain('a JSON command; a field it does not know is refused');
    expect(list.description).toContain('`data.records` is the page, `data.total` the count');
    expect(list.description).toContain("**Path:** spec §7's.");
    expect(Object.keys(list.responses).sort()).toEqual(['200', '400', '401', '403', 'default']);
    const open = op('/api/something/open/{id}', 'get');
    expect(open.description).toMatch(/^\*\*Access:\*\* public: no login\./);
    expect(open.description).toContain('**Path:** chosen by the project');
    expect(open.security).toEqual([]);
    expect(Object.keys(open.responses).sort()).toEqual(['200', '400', 'default']);
    const app = op('/api/app/something', 'post');
    expect(app.description).toContain('the mobile app: an app token');
    expect(app.security).toEqual([{ appToken: [] }]);
    // a tag API_TAGS does not describe yet is still declared, with its context's name
    expect(API_TAGS['a-tag-nobody-described']).toBeUndefined();
    expect(built.tags).toContainEqual({
      name: 'a-tag-nobody-described',
      description: 'The a-tag-nobody-described calls. (Bounded context: Orders.)',
    });
  });
});
