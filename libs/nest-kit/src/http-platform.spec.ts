import {
  Body,
  Controller,
  Get,
  HttpCode,
  type INestApplication,
  Module,
  Param,
  Post,
  UploadedFile,
} from '@nestjs/common';
import { signAccessToken } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { request } from 'node:http';
import { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOOPBACK_PROXIES, TrustedProxies } from './client-address';
import { createHttpApp, HttpPlatformModule } from './http-app';
import { HEADER_MAX_BYTES, URL_MAX_LENGTH } from './http-limits';
import { JSON_MAX_DEPTH } from './json-body.middleware';
import { Public, RequireLogin } from './route-rules';
import { type AuthenticatedCaller } from './session-check';
import { FileUpload } from './upload';
import { ZodPipe } from './validation';

const SECRET = 'a-test-secret-of-at-least-32-characters';
/** A login: a token signed with the app's secret, whose session the test's SessionCheck finds. */
const GOOD = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'tester', typ: 3 }, 600).token;
const testSessions = {
  callerOf: (): Promise<AuthenticatedCaller> =>
    Promise.resolve({ tenantId: 't', userId: 'u', username: 'tester', userType: 3, resources: [] }),
};

const itemSchema = z.strictObject({ name: z.string().max(10), tags: z.array(z.string()).optional() });

/** Routes a controller inherits (as master-data tables do) read their body like their own. */
class InheritedRoutes {
  @Post('inherited')
  @HttpCode(200)
  inherited(@Body(new ZodPipe(itemSchema)) body: z.infer<typeof itemSchema>): z.infer<typeof itemSchema> {
    return body;
  }
}

@Controller()
@RequireLogin()
class TestController extends InheritedRoutes {
  @Post('items')
  @HttpCode(200)
  create(@Body(new ZodPipe(itemSchema)) body: z.infer<typeof itemSchema>): z.infer<typeof itemSchema> {
    return body;
  }

  @Post('items/:id/archive')
  @HttpCode(200)
  archive(@Param('id') id: string): { id: string } {
    return { id };
  }

  @Get('public/ping')
  @Public()
  ping(): string {
    return 'pong';
  }

  @Post('files')
  @HttpCode(200)
  @FileUpload('sheet', 64)
  upload(@UploadedFile() file: { size: number; originalname: string } | undefined): { size: number } {
    if (!file) {
      throw new DomainError('IMPORT.NO_FILE', { field: 'sheet' });
    }
    return { size: file.size };
  }
}

@Module({
  imports: [
    HttpPlatformModule.forRoot({
      bodyLimit: '16kb',
      handlerTimeoutMs: 5_000,
      trustedProxies: TrustedProxies.parse(LOOPBACK_PROXIES),
      jwtSecret: SECRET,
      sessions: { useFactory: () => testSessions },
      routes: { catalogue: [] },
    }),
  ],
  controllers: [TestController],
})
class TestModule {}

interface Answer {
  status: number;
  contentType: string;
  body: { code: number; msg: string; data: unknown };
}

/** The HTTP platform every service and the BFF share: body rules, limits, envelope, unknown routes. */
describe('HttpPlatformModule: bad input is a 4xx envelope in the caller language', () => {
  let app: INestApplication;
  let port: number;

  beforeAll(async () => {
    app = await createHttpApp(TestModule);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer() as { address(): AddressInfo }).address().port;
  });
  afterAll(() => app.close());

  const send = (
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            authorization: `Bearer ${GOOD}`,
            lang: 'en',
            ...(bytes ? { 'content-length': String(bytes.length) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type']),
              body: JSON.parse(text) as Answer['body'],
            });
          });
        },
      );
      req.on('error', reject);
      req.end(bytes);
    });
  const json = { 'content-type': 'application/json' };
  const postItem = (body: string | Buffer, headers: Record<string, string> = json) =>
    send('POST', '/items', body, headers);

  it('takes a valid JSON body, plain or compressed', async () => {
    expect((await postItem('{"name":"pine"}')).body).toMatchObject({ code: 0, data: { name: 'pine' } });
    const gzipped = await postItem(gzipSync('{"name":"oak"}'), { ...json, 'content-encoding': 'gzip' });
    expect(gzipped.body).toMatchObject({ code: 0, data: { name: 'oak' } });
  });

  it('refuses nesting beyond the limit, naming it, also inside a compressed body', async () => {
    const deep = `{"name":"a","tags":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await postItem(deep);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400003,
      msg: `The body is nested more than ${JSON_MAX_DEPTH} levels deep`,
      data: null,
    });
    expect((await postItem(gzipSync(deep), { ...json, 'content-encoding': 'gzip' })).body.code).toBe(400003);
    expect(
      (
        await postItem(
          `{"name":"a","tags":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}`,
        )
      ).body.code,
    ).toBe(400001);
  });

  it('refuses a body of another type, naming the accepted one, in the caller language', async () => {
    const plain = await postItem('{"name":"pine"}', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(plain.body).toEqual({
      code: 415001,
      msg: 'This call accepts application/json bodies, not text/plain',
      data: null,
    });
    const form = await postItem('name=pine', {
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'zh',
    });
    expect(form.body.msg).toBe(
      '此接口只接受 application/json 格式的内容，不接受 application/x-www-form-urlencoded',
    );
    expect((await postItem('{"name":"pine"}', {})).body.code).toBe(415001);
    expect(
      (await postItem('{"name":"pine"}', { 'content-type': 'application/json; charset=latin1' })).body.code,
    ).toBe(415001);
  });

  it('refuses broken encodings: gzip over plain bytes, an unknown compression, invalid UTF-8, NUL', async () => {
    const notGzip = await postItem('{"name":"pine"}', { ...json, 'content-encoding': 'gzip' });
    expect(notGzip.status).toBe(400);
    expect(notGzip.body.code).toBe(400004);
    const unknown = await postItem('{"name":"pine"}', { ...json, 'content-encoding': 'compress' });
    expect(unknown.status).toBe(415);
    expect(unknown.body.msg).toBe(
      'Content-Encoding compress is not accepted here (accepted: gzip, deflate, br)',
    );
    const latin = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    expect((await postItem(latin)).body.code).toBe(400005);
    expect((await postItem('{"name":"a\\u0000"}')).body.code).toBe(400006);
    expect((await postItem('{"name":')).body).toEqual({
      code: 400002,
      msg: 'The body is not valid JSON',
      data: null,
    });
  });

  it('refuses a body over the limit', async () => {
    const answer = await postItem(`{"name":"${'x'.repeat(20_000)}"}`);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(413001);
  });

  it('knows an inherited route reads its body', async () => {
    expect((await send('POST', '/inherited', '{"name":"ash"}', json)).body).toMatchObject({
      code: 0,
      data: { name: 'ash' },
    });
  });

  it('refuses a body on a route that reads none, and takes {} or nothing', async () => {
    const answer = await send('POST', '/items/7/archive', '{"id":"8"}', json);
    expect(answer.body).toEqual({ code: 400010, msg: 'This call takes no body', data: null });
    expect((await send('POST', '/items/7/archive', '{}', json)).body).toMatchObject({
      code: 0,
      data: { id: '7' },
    });
    expect((await send('POST', '/items/7/archive')).body.code).toBe(0);
  });

  describe('uploads', () => {
    const part = (field: string, name: string, content = 'abc') =>
      `--b1\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n\r\n${content}\r\n--b1--\r\n`;
    const multipart = { 'content-type': 'multipart/form-data; boundary=b1' };

    it('takes one file in its field', async () => {
      expect((await send('POST', '/files', part('sheet', 'a.xlsx'), multipart)).body).toMatchObject({
        code: 0,
        data: { size: 3 },
      });
    });

    it('refuses what is not a well-formed form with the file in its field, naming the field', async () => {
      const expected = {
        code: 400008,
        msg: 'The upload must be a multipart/form-data form with a boundary, carrying one file in field sheet',
        data: null,
      };
      for (const [body, headers] of [
        [part('sheet', 'a.xlsx'), { 'content-type': 'multipart/form-data' }],
        ['garbage', multipart],
        [part('sheet', 'a.xlsx').slice(0, -8), multipart],
        [part('other', 'a.xlsx'), multipart],
        [part('sheet', 'a\u0000.xlsx'), multipart],
        [part('sheet', 'a\r\nX-Injected: 1\r\n.xlsx'), multipart],
      ] as const) {
        const answer = await send('POST', '/files', body, headers);
        expect(answer.status, body).toBe(400);
        expect(answer.body, body).toEqual(expected);
      }
    });

    it('refuses a file over its limit, JSON, and a compressed form', async () => {
      expect(
        (await send('POST', '/files', part('sheet', 'a.xlsx', 'x'.repeat(100)), multipart)).body.code,
      ).toBe(413001);
      expect((await send('POST', '/files', '{"sheet":1}', json)).body).toMatchObject({
        code: 415001,
        msg: 'This call accepts multipart/form-data bodies, not application/json',
      });
      const gzipped = await send('POST', '/files', part('sheet', 'a.xlsx'), {
        ...multipart,
        'content-encoding': 'gzip',
      });
      expect(gzipped.body.code).toBe(415002);
    });

    it('refuses a form on a JSON route', async () => {
      expect((await send('POST', '/items', part('sheet', 'a.xlsx'), multipart)).body.code).toBe(415001);
    });
  });

  describe('the address', () => {
    it('refuses a malformed %-escape, invalid UTF-8 or a control character, known path or not', async () => {
      for (const path of [
        '/items/%zz/archive',
        '/items/%/archive',
        '/items/%FF%FE/archive',
        '/items/%C0%AF/archive',
        '/items/a%00/archive',
        '/nowhere/%zz',
      ]) {
        const answer = await send('POST', path, undefined, { lang: 'ru' });
        expect(answer.status, path).toBe(400);
        expect(answer.body, path).toEqual({
          code: 400007,
          msg: 'Адрес составлен неверно: недопустимая %-последовательность или управляющий символ',
          data: null,
        });
      }
    });

    it('refuses an address over its limit with 414, and headers over theirs with 431, both in the envelope', async () => {
      // beyond HEADER_MAX_BYTES the headers are not read: the language is the default one
      const long = await send('GET', `/public/ping?q=${'a'.repeat(URL_MAX_LENGTH)}`);
      expect(long.status).toBe(414);
      expect(long.body).toEqual({ code: 414001, msg: 'The address is longer than 8 KB', data: null });
      const huge = await send('GET', '/public/ping', undefined, {
        lang: 'es',
        'x-filler': 'a'.repeat(HEADER_MAX_BYTES),
      });
      expect(huge.status).toBe(431);
      expect(huge.contentType).toContain('application/json');
      expect(huge.body).toEqual({
        code: 431001,
        msg: 'The address and headers of the request are larger than 128 KB',
        data: null,
      });
    });
  });

  describe('strangers and unknown routes', () => {
    it('answer a stranger as the login check does, and a logged-in caller 404', async () => {
      for (const path of ['/nowhere', '/items/7', '/items/7/archive/again']) {
        const stranger = await send('GET', path, undefined, { authorization: '' });
        expect(stranger.status, path).toBe(401);
        expect(stranger.body.code, path).toBe(401001);
        const known = await send('GET', path);
        expect(known.status, path).toBe(404);
        expect(known.body.code, path).toBe(404001);
      }
    });

    it('check the login before the body, so a stranger learns nothing of a route', async () => {
      const answer = await postItem('{"name":"pine"}', { 'content-type': 'text/plain', authorization: '' });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(401001);
      expect((await send('GET', '/public/ping', '{"x":1}', { ...json, authorization: '' })).body.code).toBe(
        400010,
      );
    });
  });
});
