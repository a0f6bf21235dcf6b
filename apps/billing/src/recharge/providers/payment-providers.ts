import { DomainError, type PayChannel, type PaymentProviderName } from '@timber/contracts';
import { type BillingConfig } from '../../config';
import { type PaymentProvider } from '../domain/payment-provider';
import { SandboxProvider } from '../domain/sandbox-provider';
import { AlipayProvider } from './alipay/alipay-provider';
import { wechatPayProviderFrom } from './wechat/wechat-pay.provider';

/** The online channels (§2 Recharge page); a bank card is paid by transfer, not online. */
type OnlineChannel = Exclude<PayChannel, 'bankCard'>;

/**
 * The payment providers billing speaks to, by name (the notification path's segment), and the
 * provider of each online channel: alipay's is Alipay, wechat's WeChat Pay, each only when its
 * configuration is there; with PAYMENT_SANDBOX=1 (development) a channel without its provider
 * uses the sandbox. A channel with no provider is not offered: PAYMENT.CHANNEL_UNAVAILABLE.
 */
export class PaymentProviders {
  private readonly byName = new Map<PaymentProviderName, PaymentProvider>();
  private readonly byChannel = new Map<OnlineChannel, PaymentProvider>();

  constructor(
    providers: readonly PaymentProvider[],
    channels: Partial<Record<OnlineChannel, PaymentProvider>>,
  ) {
    for (const provider of providers) {
      this.byName.set(provider.name, provider);
    }
    for (const [channel, provider] of Object.entries(channels)) {
      this.byChannel.set(channel as OnlineChannel, provider);
    }
  }

  /** The provider that takes payments of `channel`; PAYMENT.CHANNEL_UNAVAILABLE when none is configured. */
  forChannel(channel: OnlineChannel): PaymentProvider {
    const provider = this.byChannel.get(channel);
    if (!provider) {
      throw new DomainError('PAYMENT.CHANNEL_UNAVAILABLE');
    }
    return provider;
  }

  /** The provider of this name, when configured (a notification's, a payment's). */
  named(name: string): PaymentProvider | undefined {
    return this.byName.get(name as PaymentProviderName);
  }
}

/** The provider registry as billing's configuration makes it. */
export function paymentProvidersOf(config: BillingConfig): PaymentProviders {
  const alipay: PaymentProvider | undefined =
    config.ALIPAY_APP_ID && config.ALIPAY_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY && config.ALIPAY_NOTIFY_URL
      ? new AlipayProvider({
          appId: config.ALIPAY_APP_ID,
          privateKey: config.ALIPAY_PRIVATE_KEY,
          alipayPublicKey: config.ALIPAY_PUBLIC_KEY,
          gateway: config.ALIPAY_GATEWAY,
          notifyUrl: config.ALIPAY_NOTIFY_URL,
          returnUrl: config.ALIPAY_RETURN_URL,
          timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
        })
      : undefined;
  const wechat: PaymentProvider | undefined = wechatPayProviderFrom(config) ?? undefined;
  const sandbox: PaymentProvider | undefined =
    config.PAYMENT_SANDBOX && config.SANDBOX_PAY_SECRET
      ? new SandboxProvider(config.SANDBOX_PAY_SECRET)
      : undefined;
  const configured = [alipay, wechat, sandbox].filter((p): p is PaymentProvider => p !== undefined);
  const channels: Partial<Record<OnlineChannel, PaymentProvider>> = {};
  const alipayChannel = alipay ?? sandbox;
  const wechatChannel = wechat ?? sandbox;
  if (alipayChannel) {
    channels.alipay = alipayChannel;
  }
  if (wechatChannel) {
    channels.wechat = wechatChannel;
  }
  return new PaymentProviders(configured, channels);
}
