import {
  Controller,
  Get,
  type INestApplication,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  Param,
} from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http-app';
import { metrics, routeTemplate, UNMATCHED_ROUTE } from './metrics';

@Controller('sheets')
class SheetsController {
  @Get(':sheetId/lines/:lineId')
  line(@Param('lineId') lineId: string): { lineId: string } {
    return { lineId };
  }
}

/** As the HTTP platform's middleware: a route of every method and path (`/*path`). */
@Module({ controllers: [SheetsController] })
class SheetsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply((_req: Request, _res: Response, next: NextFunction) => next()).forRoutes('*path');
  }
}

/** How many requests the process counted with these labels. */
async function counted(labels: { method: string; route: string; status: string }): Promise<number> {
  const { values } = await metrics().requests.get();
  const value = values.find(
    (v) =>
      v.labels.method === labels.method &&
      v.labels.route === labels.route &&
      v.labels.status === labels.status,
  );
  return value?.value ?? 0;
}

describe('routeTemplate', () => {
  it("takes a handler's route path, and no route or a middleware's route of every method as unmatched", () => {
    expect(routeTemplate({ route: { path: '/sheets/:id', methods: { get: true } } })).toBe('/sheets/:id');
    expect(routeTemplate({ route: undefined })).toBe(UNMATCHED_ROUTE);
    expect(routeTemplate({ route: { path: '/*path', methods: { _all: true } } })).toBe(UNMATCHED_ROUTE);
  });
});

describe('HTTP metrics of an app', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    app = await createHttpApp(SheetsModule, 'api');
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
  });

  it('counts a path with ids under its route template, and an unknown path under the one bounded label', async () => {
    const template = { method: 'GET', route: '/api/sheets/:sheetId/lines/:lineId', status: '200' };
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status: '404' };
    const [before, beforeUnmatched] = [await counted(template), await counted(unmatched)];

    expect((await fetch(`${base}/api/sheets/0190a1b2-c3d4/lines/17`)).status).toBe(200);
    expect((await fetch(`${base}/api/sheets/other-sheet/lines/18`)).status).toBe(200);
    expect((await fetch(`${base}/api/no/such/path/42`)).status).toBe(404);

    // counted once the answer is sent: poll, the client may read it first
    await expect.poll(() => counted(template)).toBe(before + 2);
    await expect.poll(() => counted(unmatched)).toBe(beforeUnmatched + 1);
    const routes = (await metrics().requests.get()).values.map((v) => v.labels.route);
    expect(routes.some((route) => String(route).includes('0190a1b2') || String(route).includes('/42'))).toBe(
      false,
    );
    const durations = (await metrics().duration.get()).values.filter(
      (v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === template.route,
    );
    expect(durations.map((v) => v.value)).toEqual([before + 2]);
  });
});
