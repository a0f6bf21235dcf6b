import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { yuanOf } from '../../../ledger/domain/money';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../domain/payment-provider';
import { SandboxProvider } from '../../domain/sandbox-provider';
import { PaymentRepository } from '../../payment.repository';
import { PayPageQuery } from './pay-page.query';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's pay page: the amount, Pay and Fail, each posting its signed callback to
 * /api/zfPay/notify and showing the answer. Only the sandbox has one (a real provider's page is
 * its own); a payment not awaiting anymore shows its state without buttons.
 */
@QueryHandler(PayPageQuery)
export class PayPageHandler implements IQueryHandler<PayPageQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ id }: PayPageQuery): Promise<string> {
    const found = await this.payments.find(this.db, id);
    if (!found || !(this.provider instanceof SandboxProvider)) {
      throw new DomainError('PAYMENT.NOT_FOUND');
    }
    const { locale } = requestContext();
    const t = (key: string, values: Record<string, string | number> = {}) =>
      escape(translate(locale, `server.billing.sandbox.${key}`, values));
    const order = { id, amountCents: found.amountCents, channel: '' };
    const callbacks = JSON.stringify({
      paid: this.provider.callback(order, 'paid'),
      failed: this.provider.callback(order, 'failed'),
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
<p id="amount">${t('amount', { amount: yuanOf(found.amountCents).toFixed(2) })}</p>
<p id="state">${found.status === 0 ? '' : t('state', { status: found.status })}</p>
${buttons}
<script>
const callbacks = ${callbacks};
const done = { paid: ${JSON.stringify(t('state', { status: 1 }))}, failed: ${JSON.stringify(t('state', { status: 2 }))} };
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', async () => {
    const outcome = button.dataset.outcome;
    const answer = await fetch('/api/zfPay/notify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(callbacks[outcome]) });
    const body = await answer.json();
    document.getElementById('state').textContent = body.code === 0 ? done[outcome] : body.msg;
    for (const b of document.querySelectorAll('button')) b.remove();
  });
}
</script>
</body></html>`;
  }
}
