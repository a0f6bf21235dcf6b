import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { request } from 'node:http';
import { type AddressInfo } from 'node:net';
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrustedProxies } from './client-address';
import { createHttpApp, HttpPlatformModule } from './http-app';
import { configureLogging } from './logger';
import { requestContext } from './request-context';
import { Public } from './route-rules';

@Controller()
class WhoAmIController {
  @Public()
  @Get('whoami')
  whoAmI(): { ip: string } {
    return { ip: requestContext().ip };
  }
}

@Module({
  imports: [
    HttpPlatformModule.forRoot({
      bodyLimit: '1kb',
      handlerTimeoutMs: 5_000,
      // the proxy of this test is 127.0.0.1; 127.0.0.2 is a client on another loopback address
      trustedProxies: TrustedProxies.parse('127.0.0.1'),
      jwtSecret: 'a-test-secret-of-at-least-32-characters',
      sessions: { useFactory: () => ({ callerOf: () => Promise.reject(new Error('no login here')) }) },
      routes: { catalogue: [] },
    }),
  ],
  controllers: [WhoAmIController],
})
class WhoAmIModule {}

/** GET /whoami over a socket bound to `localAddress`: the address the request context tells. */
function whoAmI(port: number, localAddress: string, forwardedFor?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/whoami',
        localAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve((JSON.parse(text) as { data: { ip: string } }).data.ip));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the request context tells the client address by TRUSTED_PROXIES (real sockets)', () => {
  let app: INestApplication;
  let port: number;

  beforeAll(async () => {
    configureLogging('context-test', 'warn');
    app = await createHttpApp(WhoAmIModule);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer() as { address(): AddressInfo }).address().port;
  });
  afterAll(() => app.close());

  it.each<[string, string, string | undefined, string]>([
    [
      'a trusted proxy: the first untrusted hop from the right',
      '127.0.0.1',
      '6.6.6.6, 198.51.100.1',
      '198.51.100.1',
    ],
    ['a trusted proxy without the header: the proxy', '127.0.0.1', undefined, '127.0.0.1'],
    ['an untrusted peer: its own address, the header ignored', '127.0.0.2', '198.51.100.1', '127.0.0.2'],
    ['an untrusted peer naming the proxy', '127.0.0.2', '127.0.0.1', '127.0.0.2'],
  ])('%s', async (_case, from, forwardedFor, expected) => {
    expect(await whoAmI(port, from, forwardedFor)).toBe(expected);
  });
});
