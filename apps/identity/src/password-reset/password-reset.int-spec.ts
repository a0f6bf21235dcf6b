import { type INestApplication } from '@nestjs/common';
import { clientPasswordHash } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging, createHttpApp } from '@timber/nest-kit';
import {
  type LocalSmtpServer,
  postFrom,
  seedDemo,
  startLocalSmtpServer,
  startTencentSmsServer,
  type TencentSmsServer,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validIdentityConfigSchema } from '../config';
import { IdentityModule } from '../identity.module';
import { ResetCodes } from './reset-codes';

/** Addresses the requests leave from: each test its own, so the per-address limit is its own. */
let nextAddress = 10;
const newAddress = () => `127.0.0.${nextAddress++}`;

/**
 * Issue 34: reset codes sent for real. Identity runs in this process on its own cloned database and
 * Redis keys, texting through a Tencent-Cloud-shaped server (TC3 signatures checked) with the
 * official SDK, and mailing through a real SMTP server (aiosmtpd); a clock the test moves.
 */
describe('password reset by SMS and e-mail (Tencent-shaped server, aiosmtpd, real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let app: INestApplication;
  let port: number;
  let redis: Redis;
  let sms: TencentSmsServer;
  let smtp: LocalSmtpServer;
  let codes: ResetCodes;
  let streamPrefix: string;
  let now = Date.UTC(2026, 0, 6, 8, 0, 0);
  const advance = (seconds: number) => (now += seconds * 1000);

  beforeAll(async () => {
    configureLogging('password-reset-test', 'silent');
    db = await testDatabase('password-reset');
    await seedDemo(db.adminUrl);
    sms = await startTencentSmsServer();
    smtp = await startLocalSmtpServer();
    streamPrefix = `treset${randomBytes(4).toString('hex')}`;
    const config = validIdentityConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'identity_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'identity_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      EVENT_STREAM_PREFIX: streamPrefix,
      LOG_LEVEL: 'silent',
      // every 127.x address is a client of its own
      TRUSTED_PROXIES: '10.255.255.1',
      NODE_ENV: 'production',
      ...sms.env(),
      TENCENT_SMS_TIMEOUT_SECONDS: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Timber <no-reply@timber.example>',
      SMTP_TIMEOUT_SECONDS: '2',
    });
    app = await createHttpApp(IdentityModule.forRoot(config, { clock: () => now }));
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer() as { address(): AddressInfo }).address().port;
    codes = app.get(ResetCodes);
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await app?.close();
    await sms?.stop();
    await smtp?.stop();
    await db?.drop();
    for await (const keys of redis.scanStream({ match: `${streamPrefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) {
        await redis.unlink(...(keys as string[]));
      }
    }
    await redis.quit();
  });

  const post = <T = unknown>(from: string, path: string, body: unknown, lang = 'en') =>
    postFrom<T>(`http://127.0.0.1:${port}${path}`, from, body, { lang });
  const textCode = (from: string, phone: string, lang = 'en') =>
    post(from, '/sys/sms/findPwd', { phone }, lang);
  const mailCode = (from: string, email: string, lang = 'en') =>
    post(from, '/sys/mail/findPwd', { email }, lang);
  const reset = (
    from: string,
    target: { phone: string } | { email: string },
    code: string,
    password: string,
  ) => post(from, '/sys/user/resetPwd', { ...target, code, password: clientPasswordHash(password) });
  const login = (from: string, username: string, password: string) =>
    post(from, '/sys/user/login', { username, password: clientPasswordHash(password) });
  /** The code of the last text to the number (its first template parameter). */
  const lastTexted = (phone: string) => {
    const message = sms.messages.filter((m) => m.phone === `+86${phone}`).at(-1);
    expect(message).toBeDefined();
    return message?.params[0] ?? '';
  };
  const codeKey = (channel: 'sms' | 'mail', to: string) => `${streamPrefix}:reset:code:${channel}:${to}`;

  it('texts a code through Tencent Cloud SMS (signed request, template parameters) that resets the password once', async () => {
    const from = newAddress();
    const answer = await textCode(from, '13800000003');
    expect(answer.body).toEqual({ code: 0, msg: expect.any(String) as string, data: null });
    const message = sms.messages.at(-1);
    expect(message).toMatchObject({
      phone: '+8613800000003',
      sdkAppId: sms.sdkAppId,
      signName: '木材云',
      templateId: '1234567',
      region: 'ap-guangzhou',
    });
    const code = lastTexted('13800000003');
    expect(message?.params).toEqual([code, '10']);
    expect(sms.refused).toEqual([]);

    // Redis holds the code's HMAC only, never the code
    const stored = await redis.hgetall(codeKey('sms', '13800000003'));
    expect(Object.values(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.hash).toBe(codes.hash({ channel: 'sms', to: '13800000003' }, code));

    const wrong = await reset(
      from,
      { phone: '13800000003' },
      code === '000000' ? '111111' : '000000',
      'Reset123',
    );
    expect(wrong.body.code).toBe(400104);
    expect((await reset(from, { phone: '13800000003' }, code, 'Reset123')).body.code).toBe(0);
    expect((await login(from, 'arrears', 'Reset123')).body.code).toBe(0);
    const reused = await reset(from, { phone: '13800000003' }, code, 'Other123');
    expect(reused.body).toEqual({
      code: 400104,
      msg: 'The code is wrong or has expired; ask for a new one',
      data: null,
    });
    expect((await login(from, 'arrears', 'Other123')).body.code).toBe(400101);
  });

  it('mails a code over SMTP in the asker’s language (text and HTML) that resets the password once', async () => {
    const from = newAddress();
    const before = smtp.received.length;
    expect((await mailCode(from, 'Clerk@Demo-Timber.example', 'zh')).body.code).toBe(0);
    const mail = await smtp.mailTo('clerk@demo-timber.example', before);
    expect(mail.headers.from).toBe('Timber <no-reply@timber.example>');
    // an encoded word or several (RFC 2047), each base64 of whole characters
    const subject = [...(mail.headers.subject ?? '').matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)]
      .map((word) => Buffer.from(word[1] ?? '', 'base64').toString('utf8'))
      .join('');
    expect(subject).toBe('木材云：密码重置验证码');
    const [text, html] = mail.parts;
    expect(text?.contentType).toBe('text/plain; charset=utf-8');
    expect(html?.contentType).toBe('text/html; charset=utf-8');
    const code = /验证码是 (\d{6})，10 分钟内有效/.exec(text?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(html?.text).toContain(`>${code}</strong>`);
    expect(html?.text).toContain('<html lang="zh">');
    expect(JSON.stringify(await redis.hgetall(codeKey('mail', 'clerk@demo-timber.example')))).not.toContain(
      code,
    );

    expect((await reset(from, { email: 'clerk@demo-timber.example' }, code, 'Mailed123')).body.code).toBe(0);
    expect((await login(from, 'clerk', 'Mailed123')).body.code).toBe(0);
    expect((await reset(from, { email: 'clerk@demo-timber.example' }, code, 'Mailed456')).body.code).toBe(
      400104,
    );
    // a code mailed is not a code for the phone of the same account
    expect((await reset(from, { phone: '13800000002' }, code, 'Mailed456')).body.code).toBe(400104);
  });

  it('answers the same for a phone or address no account uses, and sends nothing', async () => {
    const from = newAddress();
    const texts = sms.messages.length;
    const mails = smtp.received.length;
    expect((await textCode(from, '13912345678')).body.code).toBe(0);
    expect((await mailCode(from, 'nobody@nowhere.example')).body.code).toBe(0);
    // the limits count it all the same
    expect((await textCode(from, '13912345678')).body.code).toBe(429102);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sms.messages.length).toBe(texts);
    expect(smtp.received.length).toBe(mails);
  });

  it('refuses an expired code, and voids a code after five wrong tries', async () => {
    const from = newAddress();
    await textCode(from, '13800000001');
    const expired = lastTexted('13800000001');
    advance(10 * 60);
    expect((await reset(from, { phone: '13800000001' }, expired, 'Late1234')).body.code).toBe(400104);

    await textCode(from, '13800000001');
    const code = lastTexted('13800000001');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await reset(from, { phone: '13800000001' }, wrong, 'Guess123')).body.code).toBe(400104);
    }
    expect((await reset(from, { phone: '13800000001' }, code, 'Guess123')).body.code).toBe(400104);
    expect((await login(from, 'admin', 'Guess123')).body.code).toBe(400101);
  });

  it('limits codes per phone: one a minute (with Retry-After), five an hour', async () => {
    const from = newAddress();
    const phone = '13700000001';
    expect((await textCode(from, phone)).body.code).toBe(0);
    const soon = await textCode(from, phone);
    expect(soon.status).toBe(429);
    expect(soon.retryAfter).toBe('60');
    expect(soon.body.msg).toBe('Please wait 60 s before asking for another code');
    advance(20);
    expect((await textCode(newAddress(), phone)).body.msg).toBe(
      'Please wait 40 s before asking for another code',
    );
    for (let i = 0; i < 4; i++) {
      advance(60);
      expect((await textCode(from, phone)).body.code).toBe(0);
    }
    advance(60);
    const many = await textCode(newAddress(), phone, 'ru');
    expect(many.status).toBe(429);
    expect(many.body.code).toBe(429131);
    expect(many.body.msg).toMatch(/^Запрошено слишком много кодов; повторите через \d+ с$/);
    expect(Number(many.retryAfter)).toBe(3600 - 20 - 5 * 60);
    advance(3600);
    expect((await textCode(from, phone)).body.code).toBe(0);
  });

  it('limits codes per e-mail address, whatever the case it is typed in', async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await mailCode(from, i % 2 ? 'Someone@Else.example' : 'someone@else.example')).body.code).toBe(
        0,
      );
      advance(60);
    }
    const many = await mailCode(newAddress(), 'SOMEONE@else.example');
    expect(many.body.code).toBe(429131);
  });

  it('limits codes per client address over every phone and mailbox', async () => {
    const from = newAddress();
    for (let i = 0; i < 20; i++) {
      const target =
        i % 2
          ? textCode(from, `136000000${String(i).padStart(2, '0')}`)
          : mailCode(from, `x${i}@spray.example`);
      expect((await target).body.code).toBe(0);
    }
    const blocked = await textCode(from, '13600000099', 'es');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/^Se han pedido demasiados códigos; vuelva a intentarlo en \d+ s$/);
    // another address is not held up
    expect((await textCode(newAddress(), '13600000099')).body.code).toBe(0);
  });

  it('tells the user when Tencent Cloud refuses the number, and leaves no valid code behind', async () => {
    const from = newAddress();
    sms.behaviour = { kind: 'refuse-number', code: 'LimitExceeded.PhoneNumberDailyLimit' };
    try {
      const limited = await textCode(from, '13800000001', 'ja');
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(429132);
      expect(limited.body.msg).toContain('SMS 事業者');
      expect(await redis.exists(codeKey('sms', '13800000001'))).toBe(0);

      sms.behaviour = { kind: 'refuse-number', code: 'FailedOperation.PhoneNumberInBlacklist' };
      expect((await textCode(from, '13800000001')).body.code).toBe(400131);

      sms.behaviour = { kind: 'error', code: 'FailedOperation.InsufficientBalanceInSmsPackage' };
      const broke = await textCode(from, '13800000001');
      expect(broke.status).toBe(503);
      expect(broke.body).toEqual({
        code: 503131,
        msg: 'The code could not be sent just now; try again in a few minutes',
        data: null,
      });

      sms.behaviour = { kind: 'hang' };
      const started = Date.now();
      expect((await textCode(from, '13800000001')).body.code).toBe(503131);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await redis.exists(codeKey('sms', '13800000001'))).toBe(0);
    } finally {
      sms.behaviour = { kind: 'accept' };
    }
    // the failures left the phone free to ask again at once
    expect((await textCode(from, '13800000001')).body.code).toBe(0);
  });

  it('refuses a request with a wrong signature at the Tencent-shaped server (the signature is checked)', async () => {
    const { TencentSmsChannel } = await import('./channels/tencent-sms-channel');
    const forged = new TencentSmsChannel({
      secretId: sms.secretId,
      secretKey: 'not-the-secret-key',
      sdkAppId: sms.sdkAppId,
      signName: '木材云',
      templateId: '1234567',
      region: 'ap-guangzhou',
      endpoint: sms.endpoint,
      timeoutSeconds: 2,
    });
    const texts = sms.messages.length;
    await expect(
      forged.send('13800000001', { code: '123456', minutes: 10, locale: 'en' }),
    ).rejects.toMatchObject({
      key: 'AUTH.MESSAGE_UNAVAILABLE',
    });
    expect(sms.refused.at(-1)).toBe('AuthFailure.SignatureFailure');
    expect(sms.messages.length).toBe(texts);
  });

  it('tells the user when the SMTP server is down, and leaves no valid code behind (last: stops the server)', async () => {
    await smtp.stop();
    const from = newAddress();
    const down = await mailCode(from, 'admin@demo-timber.example');
    expect(down.status).toBe(503);
    expect(down.body.code).toBe(503131);
    expect(await redis.exists(codeKey('mail', 'admin@demo-timber.example'))).toBe(0);
    expect((await mailCode(from, 'admin@demo-timber.example')).body.code).toBe(503131);
  });
});
