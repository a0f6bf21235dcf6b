import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DomainError } from '@timber/contracts';
import { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_PROXIES, TrustedProxies } from './client-address';
import { HttpPlatformModule } from './http-app';
import { Public } from './route-rules';

const HANDLER_TIMEOUT_MS = 150;
let lateErrors = 0;

@Controller()
@Public()
class TimedController {
  @Get('quick')
  quick(): { rows: number } {
    return { rows: 20 };
  }

  @Get('nothing')
  nothing(): void {
    return undefined;
  }

  @Get('slow')
  async slow(): Promise<{ late: boolean }> {
    await sleep(HANDLER_TIMEOUT_MS * 3);
    return { late: true };
  }

  @Get('slow-failure')
  async slowFailure(): Promise<never> {
    await sleep(HANDLER_TIMEOUT_MS * 3);
    lateErrors += 1;
    throw new DomainError('COMMON.NOT_FOUND');
  }
}

@Module({
  imports: [
    HttpPlatformModule.forRoot({
      bodyLimit: '1kb',
      handlerTimeoutMs: HANDLER_TIMEOUT_MS,
      trustedProxies: TrustedProxies.parse(LOOPBACK_PROXIES),
      jwtSecret: 'a-test-secret-of-at-least-32-characters',
      sessions: { useFactory: () => ({ callerOf: () => Promise.reject(new Error('no login here')) }) },
      routes: { catalogue: [] },
    }),
  ],
  controllers: [TimedController],
})
class TimedModule {}

/** The envelope the platform module puts on every result, and the handler timeout (any HTTP adapter set-up). */
describe('the envelope and the handler timeout', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create(TimedModule, { logger: false, bodyParser: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
  });
  afterAll(() => app.close());

  const get = async (path: string, lang = 'en') => {
    const response = await fetch(`${base}${path}`, { headers: { lang } });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: unknown },
    };
  };

  it("wraps a handler's result as {code: 0, msg, data} in the caller's language, null for nothing", async () => {
    const quick = await get('/quick');
    expect(quick).toMatchObject({ status: 200, body: { code: 0, data: { rows: 20 } } });
    expect(Object.keys(quick.body).sort()).toEqual(['code', 'data', 'msg']);
    expect(quick.body.msg).not.toBe('');
    expect((await get('/nothing')).body).toMatchObject({ code: 0, data: null });
    expect((await get('/quick', 'zh')).body.msg).not.toBe((await get('/quick', 'en')).body.msg);
  });

  it('answers 504001 once the handler timeout passes, and sends nothing more when the handler ends', async () => {
    expect(await get('/slow')).toMatchObject({ status: 504, body: { code: 504001, data: null } });
    expect(await get('/slow-failure')).toMatchObject({ status: 504, body: { code: 504001 } });
    await sleep(HANDLER_TIMEOUT_MS * 4);
    expect(lateErrors).toBe(1);
    // the late result and the late error were dropped: the process answers as before
    expect((await get('/quick')).body).toMatchObject({ code: 0, data: { rows: 20 } });
  });
});
