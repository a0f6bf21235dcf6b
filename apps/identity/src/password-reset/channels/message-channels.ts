import { type Provider } from '@nestjs/common';
import { loggerFor } from '@timber/nest-kit';
import { type IdentityConfig } from '../../config';
import { LogMessageChannel } from './log-message-channel';
import { MAIL_CHANNEL, type MessageChannel, SMS_CHANNEL } from './message-channel';
import { OffChannel } from './off-channel';
import { SmtpMailChannel } from './smtp-mail-channel';
import { TencentSmsChannel } from './tencent-sms-channel';

/** The SMS channel the configuration names: the log (MESSAGES_LOG_ONLY), Tencent Cloud SMS, or off. */
export function smsChannelOf(config: IdentityConfig): MessageChannel {
  if (config.MESSAGES_LOG_ONLY) {
    return new LogMessageChannel('sms');
  }
  const { TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY, TENCENT_SMS_SDK_APP_ID } = config;
  const { TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID } = config;
  if (
    !TENCENTCLOUD_SECRET_ID ||
    !TENCENTCLOUD_SECRET_KEY ||
    !TENCENT_SMS_SDK_APP_ID ||
    !TENCENT_SMS_SIGN_NAME ||
    !TENCENT_SMS_TEMPLATE_ID
  ) {
    return new OffChannel('sms');
  }
  return new TencentSmsChannel({
    secretId: TENCENTCLOUD_SECRET_ID,
    secretKey: TENCENTCLOUD_SECRET_KEY,
    sdkAppId: TENCENT_SMS_SDK_APP_ID,
    signName: TENCENT_SMS_SIGN_NAME,
    templateId: TENCENT_SMS_TEMPLATE_ID,
    region: config.TENCENT_SMS_REGION,
    endpoint: config.TENCENT_SMS_ENDPOINT,
    timeoutSeconds: config.TENCENT_SMS_TIMEOUT_SECONDS,
  });
}

/** The e-mail channel the configuration names: the log (MESSAGES_LOG_ONLY), SMTP, or off. */
export function mailChannelOf(config: IdentityConfig): MessageChannel {
  if (config.MESSAGES_LOG_ONLY) {
    return new LogMessageChannel('mail');
  }
  if (!config.SMTP_URL || !config.MAIL_FROM) {
    return new OffChannel('mail');
  }
  return new SmtpMailChannel({
    url: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeoutSeconds: config.SMTP_TIMEOUT_SECONDS,
  });
}

/** Identity's two channels, said once in the log at boot (an operator sees a channel that is off). */
export function messageChannelProviders(config: IdentityConfig): Provider[] {
  const sms = smsChannelOf(config);
  const mail = mailChannelOf(config);
  const describe = (channel: MessageChannel) =>
    channel instanceof LogMessageChannel ? 'log only' : channel.enabled ? 'on' : 'off (not configured)';
  loggerFor('password-reset').info({ sms: describe(sms), mail: describe(mail) }, 'reset code channels');
  return [
    { provide: SMS_CHANNEL, useValue: sms },
    { provide: MAIL_CHANNEL, useValue: mail },
  ];
}
