import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIdentityConfig, validIdentityConfigSchema } from './config';
import { mailChannelOf, smsChannelOf } from './password-reset/channels/message-channels';

const BASE = {
  DATABASE_URL: 'postgres://identity_svc@127.0.0.1:5432/timber',
  RELAY_DATABASE_URL: 'postgres://identity_relay@127.0.0.1:5432/timber',
  JWT_SECRET: 'x'.repeat(32),
};
const TENCENT = {
  TENCENTCLOUD_SECRET_ID: 'AKIDexample',
  TENCENTCLOUD_SECRET_KEY: 'secret',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '木材云',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
};
const problems = (env: Record<string, string>) => {
  const parsed = validIdentityConfigSchema.safeParse({ ...BASE, ...env });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('identity configuration of the reset-code channels', () => {
  it('refuses MESSAGES_LOG_ONLY=1 with NODE_ENV=production, naming the setting', () => {
    expect(problems({ NODE_ENV: 'production', MESSAGES_LOG_ONLY: '1' })).toEqual([
      expect.stringMatching(/^MESSAGES_LOG_ONLY: MESSAGES_LOG_ONLY=1 .*refused with NODE_ENV=production$/),
    ]);
    expect(() => readIdentityConfig({ ...BASE, NODE_ENV: 'production', MESSAGES_LOG_ONLY: '1' })).toThrow(
      /invalid configuration:\n {2}MESSAGES_LOG_ONLY: /,
    );
    expect(problems({ NODE_ENV: 'production', MESSAGES_LOG_ONLY: '0' })).toEqual([]);
    expect(problems({ MESSAGES_LOG_ONLY: '1' })).toEqual([]);
    expect(problems({ MESSAGES_LOG_ONLY: 'yes' })).toHaveLength(1);
  });

  it('takes a channel whole or not at all, naming what is missing', () => {
    expect(problems({ TENCENTCLOUD_SECRET_ID: 'AKID', TENCENTCLOUD_SECRET_KEY: 'k' })).toEqual([
      'TENCENT_SMS_SDK_APP_ID: TENCENT_SMS_SDK_APP_ID, TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID missing: TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY, TENCENT_SMS_SDK_APP_ID, TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID are given together',
    ]);
    expect(problems({ SMTP_URL: 'smtp://mail.example:587' })).toEqual([
      'MAIL_FROM: MAIL_FROM missing: SMTP_URL, MAIL_FROM are given together',
    ]);
    expect(problems({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' })).toHaveLength(1);
  });

  it('uses the log only when asked; a channel without settings is off, never logged as sent', async () => {
    const production = validIdentityConfigSchema.parse({ ...BASE, NODE_ENV: 'production' });
    expect(smsChannelOf(production)).toMatchObject({ kind: 'sms', enabled: false });
    expect(mailChannelOf(production)).toMatchObject({ kind: 'mail', enabled: false });
    await expect(
      smsChannelOf(production).send('13800000001', { code: '1', minutes: 10, locale: 'en' }),
    ).rejects.toMatchObject({
      key: 'AUTH.MESSAGE_CHANNEL_OFF',
    });
    const configured = validIdentityConfigSchema.parse({
      ...BASE,
      ...TENCENT,
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Timber <no-reply@timber.example>',
    });
    expect(smsChannelOf(configured).constructor.name).toBe('TencentSmsChannel');
    expect(mailChannelOf(configured).constructor.name).toBe('SmtpMailChannel');
    const demo = validIdentityConfigSchema.parse({ ...BASE, ...TENCENT, MESSAGES_LOG_ONLY: '1' });
    expect(smsChannelOf(demo).constructor.name).toBe('LogMessageChannel');
    expect(configured.TENCENT_SMS_REGION).toBe('ap-guangzhou');
    expect(configured.TENCENT_SMS_ENDPOINT).toBe('sms.tencentcloudapi.com');
  });

  it('a production process with the log sender on refuses to start, naming the setting', async () => {
    const root = join(__dirname, '..', '..', '..');
    const child = spawn(
      process.execPath,
      [
        '-r',
        join(root, 'tools', 'runtime', 'ts-register.cjs'),
        join(root, 'apps', 'identity', 'src', 'main.ts'),
      ],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          ...BASE,
          NODE_ENV: 'production',
          MESSAGES_LOG_ONLY: '1',
          PORT: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('MESSAGES_LOG_ONLY: MESSAGES_LOG_ONLY=1');
    expect(output).toContain('NODE_ENV=production');
  }, 60_000);
});

describe('identity configuration of the free trial', () => {
  it('offers no trial unless TRIAL_ACCOUNT names an account (empty counts as unset), refusing nothing', () => {
    const trialOf = (env: Record<string, string>) =>
      validIdentityConfigSchema.parse({ ...BASE, ...env }).TRIAL_ACCOUNT;
    expect(trialOf({})).toBeUndefined();
    expect(trialOf({ TRIAL_ACCOUNT: '' })).toBeUndefined();
    expect(trialOf({ TRIAL_ACCOUNT: '  ' })).toBeUndefined();
    expect(trialOf({ TRIAL_ACCOUNT: ' trial ' })).toBe('trial');
    expect(problems({ NODE_ENV: 'production', TRIAL_ACCOUNT: 'trial' })).toEqual([]);
  });
});
