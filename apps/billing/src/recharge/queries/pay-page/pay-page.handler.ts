import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../../ledger';
import { SandboxProvider } from '../../domain/sandbox-provider';
import { PaymentRepository } from '../../payment.repository';
import { PaymentProviders } from '../../providers/payment-providers';
import { PayPageQuery } from './pay-page.query';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's pay page (PAYMENT_SANDBOX=1 only): it says it is a test and no money moves, shows
 * the amount, Pay and Fail, each posting its signed notification to /api/zfPay/notify/sandbox,
 * then shows the payment's state. Only a sandbox payment has one (a real provider's page is its
 * own); a payment not awaiting anymore shows its state without buttons.
 */
@QueryHandler(PayPageQuery)
export class PayPageHandler implements IQueryHandler<PayPageQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    private readonly providers: PaymentProviders,
  ) {}

  async execute({ id }: PayPageQuery): Promise<string> {
    const sandbox = this.providers.named('sandbox');
    const found = sandbox instanceof SandboxProvider ? await this.payments.find(this.db, id) : undefined;
    if (!found || !(sandbox instanceof SandboxProvider) || found.provider !== sandbox.name) {
      throw new DomainError('PAYMENT.NOT_FOUND');
    }
    const { locale } = requestContext();
    const t = (key: string, values: Record<string, string | number> = {}) =>
      escape(translate(locale, `server.billing.sandbox.${key}`, values));
    const order = { id, amountCents: found.amountCents };
    const callbacks = JSON.stringify({
      paid: sandbox.callback(order, 'paid'),
      failed: sandbox.callback(order, 'failed'),
    }).replace(/</g, '\\u003c');
    const buttons =
      found.status === 0
        ? `<button id="pay" data-outcome="paid">${t('pay')}</button> <button id="fail" data-outcome="failed">${t('fail')}</button>`
        : '';
    return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style>body{font-family:sans-serif;max-width:480px;margin:3rem auto;text-align:center}button{font-size:1.1rem;padding:.6rem 1.6rem;margin:.5rem}#pay{background:#409eff;color:#fff;border:0}</style>
</head><body>
<h1>${t('title')}</h1>
<p id="notice" style="background:#fdf6ec;color:#b88230;padding:.6rem">${t('notice')}</p>
<p id="amount">${t('amount', { amount: yuanOf(found.amountCents).toFixed(2) })}</p>
<p id="state">${found.status === 0 ? '' : t('state', { status: found.status })}</p>
${buttons}
<script>
const callbacks = ${callbacks};
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', async () => {
    for (const b of document.querySelectorAll('button')) b.disabled = true;
    await fetch('/api/zfPay/notify/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(callbacks[button.dataset.outcome]) });
    location.reload();
  });
}
</script>
</body></html>`;
  }
}
