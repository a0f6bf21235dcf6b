import { DomainError } from '@timber/contracts';
import { loggerFor } from '@timber/nest-kit';
import { Agent as HttpAgent } from 'node:http';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { type MessageChannel, type ResetCodeMessage } from './message-channel';

type SmsClient = InstanceType<typeof sms.v20210111.Client>;

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** host[:port] (HTTPS), or a URL: http://host:port only for a local server */
  endpoint: string;
  timeoutSeconds: number;
}

/**
 * What the user is told for a code of Tencent Cloud's SendSms (its per-number SendStatusSet[].Code
 * or the request's Error.Code): the number's limits, a number the provider will not text, or
 * anything else (our account, signature, template, balance, the provider's own failure), which
 * the user can only retry later and the operators read in the log.
 */
export function refusalFor(providerCode: string): DomainError {
  if (providerCode.startsWith('LimitExceeded.')) {
    return new DomainError('AUTH.MESSAGE_LIMITED');
  }
  if (
    [
      'InvalidParameterValue.IncorrectPhoneNumber',
      'FailedOperation.PhoneNumberInBlacklist',
      'FailedOperation.PhoneNumberParseFail',
      'FailedOperation.FailResolvePacket',
      'UnsupportedOperation.UnsupportedRegion',
      'UnsupportedOperation.ChineseMainlandTemplateToGlobalPhone',
    ].includes(providerCode)
  ) {
    return new DomainError('AUTH.MESSAGE_REFUSED');
  }
  return new DomainError('AUTH.MESSAGE_UNAVAILABLE');
}

/**
 * The endpoint as the SDK takes it: host[:port] and protocol. The SDK names the signed service
 * after the host's first label (sms.…), so a local test server is reached as sms.localhost:PORT,
 * which resolves to the loopback address as every name under .localhost does (RFC 6761 §6.3).
 */
function httpProfileOf(endpoint: string, timeoutSeconds: number) {
  const url = /^https?:\/\//.test(endpoint) ? new URL(endpoint) : new URL(`https://${endpoint}`);
  const loopbackName = url.hostname.endsWith('.localhost');
  return {
    endpoint: url.host,
    protocol: `${url.protocol}//`,
    reqMethod: 'POST' as const,
    reqTimeout: timeoutSeconds,
    ...(loopbackName && url.protocol === 'http:'
      ? {
          agent: new HttpAgent({
            lookup: (_host, options, callback) => {
              // node calls with all: true for its happy-eyeballs connect, else with one address
              if ((options as { all?: boolean }).all) {
                (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
                  { address: '127.0.0.1', family: 4 },
                ]);
              } else {
                callback(null, '127.0.0.1', 4);
              }
            },
          }),
        }
      : {}),
  };
}

/** Reset codes by text message through Tencent Cloud SMS (SendSms, API 2021-01-11, its official SDK). */
export class TencentSmsChannel implements MessageChannel {
  readonly kind = 'sms' as const;
  readonly enabled = true;
  private readonly client: SmsClient;
  private readonly log = loggerFor('tencent-sms');

  constructor(private readonly settings: TencentSmsSettings) {
    this.client = new sms.v20210111.Client({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: httpProfileOf(settings.endpoint, settings.timeoutSeconds),
      },
    });
  }

  /** `to`: a mainland mobile number (11 digits), sent as +86… */
  async send(to: string, { code, minutes }: ResetCodeMessage): Promise<void> {
    const phone = `+86${to}`;
    let answer: Awaited<ReturnType<SmsClient['SendSms']>>;
    try {
      answer = await this.client.SendSms({
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: this.settings.templateId,
        TemplateParamSet: [code, String(minutes)],
        PhoneNumberSet: [phone],
      });
    } catch (error) {
      // TencentCloudSDKHttpException: Error.Code of the answer, or none for a timeout, a network
      // failure or an HTTP error status
      const {
        code: providerCode,
        message,
        requestId,
      } = error as {
        code?: string;
        message?: string;
        requestId?: string;
      };
      this.log.error({ providerCode, message, requestId }, 'Tencent Cloud SMS request failed');
      throw providerCode ? refusalFor(providerCode) : new DomainError('AUTH.MESSAGE_UNAVAILABLE');
    }
    const status = answer.SendStatusSet?.find((s) => s.PhoneNumber === phone) ?? answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      this.log.warn(
        { providerCode: status?.Code, message: status?.Message, requestId: answer.RequestId },
        'Tencent Cloud SMS refused the message',
      );
      throw refusalFor(status?.Code ?? 'InternalError.NoStatus');
    }
    this.log.info({ serialNo: status.SerialNo, requestId: answer.RequestId }, 'reset code sent by SMS');
  }
}
