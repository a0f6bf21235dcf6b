import { type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import {
  type ApiRoute,
  isWriteRoute,
  operationMessageId,
  operationParams,
  type RouteId,
  ROUTES,
  WRITE_ROUTES,
} from '@timber/contracts';
import { LOCALES, SERVER_MESSAGES } from '@timber/i18n';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { OperationRecordInterceptor } from './operation-record';
import { serviceRoute } from './service-route';

const fieldsOf = (schema: z.ZodType | undefined): string[] | undefined => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : undefined;
};

interface AstElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
}

/** The ICU arguments a message names (`{name}`, `{name, select, …}`), branches included. */
const argumentsOf = (message: string): string[] => {
  const names: string[] = [];
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      if (element.type !== 0 && typeof element.value === 'string') {
        names.push(element.value); // every element but a literal (0) names an argument
      }
      for (const option of Object.values(element.options ?? {})) {
        walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as AstElement[]);
  return names;
};

describe('the operation record of the route catalogue (issue 17)', () => {
  it('takes every write route of every service, and no read', () => {
    const byService = new Map<string, number>();
    for (const id of WRITE_ROUTES) {
      byService.set(ROUTES[id].upstream, (byService.get(ROUTES[id].upstream) ?? 0) + 1);
    }
    expect([...byService.keys()].sort()).toEqual([
      'billing',
      'counting',
      'devices',
      'identity',
      'ingest',
      'inventory',
      'orders',
      'sawing',
    ]);
    const reads: RouteId[] = [
      'operationLog',
      'woodKindList',
      'stockInExport',
      'permissionTree',
      'dashboardSummary',
    ];
    const writes: RouteId[] = [
      'woodKindCreate',
      'systemUserCreate',
      'orderSave',
      'deviceRevoke',
      'mediaUploadPart',
    ];
    expect(reads.filter((id) => isWriteRoute(ROUTES[id]))).toEqual([]);
    expect(writes.filter((id) => !isWriteRoute(ROUTES[id]))).toEqual([]);
    // never a public call (login), a GET, a download or an alias
    for (const id of WRITE_ROUTES) {
      const route: ApiRoute = ROUTES[id];
      expect(route.public || route.method === 'GET' || route.download || route.aliasOf, id).toBeFalsy();
    }
  });

  it('renders every write route in every language, naming only fields the call sends', () => {
    const problems: string[] = [];
    for (const id of WRITE_ROUTES) {
      const route: ApiRoute = ROUTES[id];
      const body = fieldsOf(route.body);
      const params = fieldsOf(route.params) ?? [];
      for (const locale of LOCALES) {
        const message = SERVER_MESSAGES[locale][operationMessageId(id)];
        if (message === undefined) {
          problems.push(`${locale}: no ${operationMessageId(id)}`);
          continue;
        }
        if (body === undefined && route.body !== undefined) {
          continue; // a body schema that is no plain object: its fields are not listed
        }
        for (const name of argumentsOf(message)) {
          if (![...(body ?? []), ...params].includes(name)) {
            problems.push(`${locale} ${id}: {${name}} is not a field of the call`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the path parameters and the top-level fields, never a secret', () => {
    expect(
      operationParams(
        { id: 'a1' },
        {
          username: 'bob',
          password: 'x'.repeat(64),
          adminPwd: 'secret',
          token: 't',
          ids: ['a', 'b', 'c'],
          hot: true,
          status: 0,
          nested: { deep: 1 },
          remark: 'r'.repeat(300),
        },
      ),
    ).toEqual({ id: 'a1', username: 'bob', ids: 3, hot: 'true', status: 0, remark: `${'r'.repeat(99)}…` });
    expect(operationParams(undefined, null, 'text', [1])).toEqual({});
  });
});

describe('the operation record bound to write routes only (issue 15 part 4)', () => {
  const Route = serviceRoute('inventory');
  const other: NestInterceptor = { intercept: (_, next) => next.handle() };

  class Handlers {
    @Route(ROUTES.woodKindList)
    list(): void {}

    @Route(ROUTES.woodKindCreate)
    create(): void {}

    @Route(ROUTES.woodKindUpdate)
    @UseInterceptors(other)
    updateAfterAnother(): void {}

    @UseInterceptors(other)
    @Route(ROUTES.woodKindDelete)
    deleteBeforeAnother(): void {}
  }
  const interceptorsOf = (name: keyof Handlers): unknown =>
    Reflect.getMetadata(INTERCEPTORS_METADATA, Handlers.prototype[name]);

  it('gives a read no interceptor, so Nest calls it without RxJS', () => {
    expect(isWriteRoute(ROUTES.woodKindList)).toBe(false);
    expect(interceptorsOf('list')).toBeUndefined();
  });

  it('puts the record first on every write, whichever side another interceptor is declared on', () => {
    expect(interceptorsOf('create')).toEqual([OperationRecordInterceptor]);
    expect(interceptorsOf('updateAfterAnother')).toEqual([OperationRecordInterceptor, other]);
    expect(interceptorsOf('deleteBeforeAnother')).toEqual([OperationRecordInterceptor, other]);
  });
});
