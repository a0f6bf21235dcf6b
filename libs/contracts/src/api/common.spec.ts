import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isListQuerySchema,
  isQuerySchema,
  listQuerySchema,
  pageQuerySchema,
  readQuerySchema,
} from './common';
import { appUserListQuerySchema } from './device-accounts';
import { woodPieceQuerySchema } from './sheet-detail';
import { sheetListQuerySchema } from './sheets';
import { woodKindCreateSchema } from './wood-kinds';

const ID = '00000000-0000-4000-8000-000000000601';

describe('list queries (spec §7: {page, pageSize}; app users {page, limit})', () => {
  const list = listQuerySchema({ name: z.string().trim().max(10).optional() });

  it('takes the page size as pageSize or as limit; pageSize wins when both come', () => {
    expect(list.parse({ page: 2, pageSize: 50 })).toEqual({ page: 2, pageSize: 50 });
    expect(list.parse({ page: 2, limit: 50 })).toEqual({ page: 2, pageSize: 50 });
    expect(list.parse({ page: 2, pageSize: 10, limit: 50 })).toEqual({ page: 2, pageSize: 10 });
  });

  it('pages from 1 at 20 rows when nothing is sent, or at the list’s own default', () => {
    expect(list.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(woodPieceQuerySchema.parse({ id: ID })).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('ignores fields it does not know, and checks its own filters', () => {
    expect(list.parse({ page: 1, limit: 5, name: ' pine ', lang: 'en', orderBy: 'x' })).toEqual({
      page: 1,
      pageSize: 5,
      name: 'pine',
    });
    expect(list.safeParse({ name: 'x'.repeat(11) }).success).toBe(false);
    expect(sheetListQuerySchema.safeParse({ customerId: 'not-an-id' }).success).toBe(false);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ limit: 0 }, 'limit'],
    [{ pageSize: 10_001 }, 'pageSize'],
    [{ limit: 10_001 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ limit: '20' }, 'limit'],
  ])('refuses %j', (body, field) => {
    const parsed = list.safeParse(body);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('holds a list to its own largest page (the wood detail: 1000)', () => {
    expect(woodPieceQuerySchema.safeParse({ id: ID, limit: 1000 }).success).toBe(true);
    expect(woodPieceQuerySchema.safeParse({ id: ID, limit: 1001 }).success).toBe(false);
  });

  it('reads the app users’ limit, and their pageSize too', () => {
    expect(appUserListQuerySchema.parse({ page: 3, limit: 10, username: 'drv' })).toEqual({
      page: 3,
      pageSize: 10,
      username: 'drv',
    });
    expect(appUserListQuerySchema.parse({ page: 3, pageSize: 10 })).toEqual({ page: 3, pageSize: 10 });
  });

  it('knows list and query schemas apart from commands', () => {
    expect(isListQuerySchema(pageQuerySchema)).toBe(true);
    expect(isListQuerySchema(readQuerySchema({ id: z.uuid() }))).toBe(false);
    expect(isQuerySchema(readQuerySchema({ id: z.uuid() }))).toBe(true);
    expect(isQuerySchema(woodKindCreateSchema)).toBe(false);
  });

  it('leaves commands strict: an unknown field is refused', () => {
    const parsed = woodKindCreateSchema.safeParse({ woodKindName: 'Oak', page: 1 });
    expect(parsed.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});
