import { z } from 'zod';
import {
  accountInfoSchema,
  accountQuerySchema,
  accountSaveSchema,
  bankAccountSchema,
  depositQuerySchema,
  depositRowSchema,
  paymentCallbackSchema,
  paymentSettledSchema,
  payPageParamsSchema,
  rechargeCreatedSchema,
  rechargeFeedbackSchema,
  rechargeSchema,
} from '../api/billing';
import { emptyQuerySchema, idParamSchema, pageResultSchema } from '../api/common';
import { type ApiRoute } from './api-route';

/**
 * §2 permission tree: the money menu (/invoice: costRecord, recharge). A tenant reads its own
 * account under `invoice`; setting prices and credit limits is the platform operator's (billing
 * refuses anyone else, 403001, see apps/billing OperatorAccess).
 */
const INVOICE = 'invoice';

/**
 * Billing (spec §2 Ledger and money, Customer account info; §3 Ledger row, Customer account; §7
 * Ledger and money), served by apps/billing from its own ledger.
 */
export const BILLING_ROUTES = {
  billingAccountSummary: {
    method: 'POST',
    path: '/bill/account/get',
    summary:
      '(chosen) The account info of the recharge page and of §2 Customer account info: balance (derived from the ledger), credit limit, overdue flag and fee items, money in yuan. tenantId only for the platform operator (another tenant named by anyone else: 403001)',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: accountQuerySchema,
    data: accountInfoSchema,
  },
  billingAccountSave: {
    method: 'POST',
    path: '/bill/account/save',
    summary:
      '(chosen) The platform operator sets a tenant’s fee items (sheet: per confirmed sheet, volume: per m³ measured, image: per counted image, monthly) and credit limit, in yuan with at most 2 decimals; items left out keep their price. Anyone but the operator: 403001. A new limit decides the arrears at once',
    tag: 'billing',
    upstream: 'billing',
    permission: 'system',
    body: accountSaveSchema,
    data: accountInfoSchema,
  },
  rechargeCreate: {
    method: 'POST',
    path: '/zfPay/payment',
    summary:
      'A recharge (§2 Recharge page): amount in yuan (more than 0, at most 5000, at most 2 decimals) and payChannel (alipay by default, wechat, bankCard; alipay needs btn.alipay and wechat btn.wechat, else 403001). Answers payUrl, the provider’s pay page (the sandbox provider’s: /api/zfPay/sandbox/{id}); the balance grows only when the provider’s verified callback says paid',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: rechargeSchema,
    data: rechargeCreatedSchema,
  },
  rechargeFeedback: {
    method: 'POST',
    path: '/zfPay/feedback/:id',
    summary:
      'The user reports that a recharge failed (§4 Recharge flow: feedback 1 for alipay, else 2); recorded on the payment, whose state only the provider’s callback changes',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    params: idParamSchema,
    body: rechargeFeedbackSchema,
    data: paymentSettledSchema,
  },
  depositList: {
    method: 'POST',
    path: '/deposit/list',
    summary:
      'The recharge history (§2 history dialog, §3 Recharge record), newest first, 10 a page: amount and preferenceAmt in yuan, depositDate, payChannel, status 0 awaiting payment, 1 paid, 2 failed',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: depositQuerySchema,
    data: pageResultSchema(depositRowSchema),
  },
  bankAccountList: {
    method: 'POST',
    path: '/bank/account/get',
    summary:
      'The bank transfer details of the recharge page (§3 Bank account): where to transfer by bank card',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: emptyQuerySchema,
    data: z.array(bankAccountSchema),
  },
  rechargeSandboxPage: {
    method: 'GET',
    path: '/zfPay/sandbox/:id',
    summary:
      '(chosen) The sandbox payment provider’s pay page (HTML): the payment’s amount with Pay and Fail buttons, each posting the provider’s signed callback to /zfPay/notify. Public, as a provider’s page is; the id is the payment’s (unguessable)',
    tag: 'billing',
    upstream: 'billing',
    public: true,
    params: payPageParamsSchema,
    data: z.string(),
    download: true,
    downloadType: 'text/html',
  },
  rechargeNotify: {
    method: 'POST',
    path: '/zfPay/notify',
    summary:
      '(chosen) A payment provider’s callback: verified by its signature (forged: 402802), checked against the payment (unknown: 402801; another amount: 402803; already settled otherwise: 402804), applied once (the same callback again answers the same and credits nothing more); a paid one credits the balance and lifts the arrears at once. Nothing is written on a refusal',
    tag: 'billing',
    upstream: 'billing',
    public: true,
    body: paymentCallbackSchema,
    data: paymentSettledSchema,
  },
} as const satisfies Record<string, ApiRoute>;
