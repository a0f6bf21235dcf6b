import { ROUTES } from '@timber/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
