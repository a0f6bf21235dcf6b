import { z } from 'zod';
import {
  accountInfoSchema,
  accountQuerySchema,
  accountSaveSchema,
  bankAccountSchema,
  depositQuerySchema,
  depositRowSchema,
  INVOICE_NO_MAX,
  INVOICE_REJECT_REASON_MAX,
  invoiceableOrderSchema,
  invoiceApplySchema,
  invoiceIssueSchema,
  invoiceRejectSchema,
  invoiceRequestQuerySchema,
  invoiceRowSchema,
  ledgerExportQuerySchema,
  ledgerMonthQuerySchema,
  ledgerMonthRowSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  ledgerStatisticsQuerySchema,
  ledgerStatisticsSchema,
  notifyParamsSchema,
  operatorInvoiceRowSchema,
  paymentSettledSchema,
  payPageParamsSchema,
  rechargeCreatedSchema,
  rechargeFeedbackSchema,
  rechargeSchema,
  uninvoicedQuerySchema,
} from '../api/billing';
import { emptyQuerySchema, idParamSchema, pageResultSchema } from '../api/common';
import { EXPORT_MAX_ROWS } from '../api/sheet-files';
import { type ApiRoute } from './api-route';

/**
 * §2 permission tree: the money menu (/invoice: costRecord, recharge). A tenant reads its own
 * account under either screen's key (the menu's branch key `invoice` grants nothing, issue 35); setting prices and credit limits is the platform operator's (billing
 * refuses anyone else, 403001, see apps/billing OperatorAccess).
 */
const INVOICE: readonly string[] = ['invoice/costRecord', 'invoice/recharge'];
/** The keys the platform operator's administrators hold (billing also checks the operator's tenant). */
const OPERATOR: readonly string[] = ['system/role', 'system/setting'];

/**
 * Billing (spec §2 Ledger and money, Customer account info; §3 Ledger row, Customer account; §7
 * Ledger and money), served by apps/billing from its own ledger.
 */
export const BILLING_ROUTES = {
  billingAccountSummary: {
    method: 'POST',
    path: '/bill/account/get',
    summary:
      '(chosen) The account info of the recharge page and of §2 Customer account info: balance (derived from the ledger), credit limit, overdue flag and fee items, money in yuan, and whether the caller is the platform operator (operator). tenantId only for the platform operator (another tenant named by anyone else: 403001)',
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
    permission: OPERATOR,
    body: accountSaveSchema,
    data: accountInfoSchema,
  },
  rechargeCreate: {
    method: 'POST',
    path: '/zfPay/payment',
    summary:
      'A recharge (§2 Recharge page): amount in yuan (more than 0, at most 5000, at most 2 decimals) and payChannel (alipay by default, wechat, bankCard; alipay needs btn.alipay and wechat btn.wechat, else 403001). Answers payUrl, where to pay (alipay: the page-pay link; wechat: the code_url to draw as a QR code; the sandbox provider’s page /api/zfPay/sandbox/{id} where PAYMENT_SANDBOX=1); a channel whose provider is not configured: 402811; the provider failing: 402812. The balance grows only when the provider’s verified notification says paid',
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
  rechargeStatus: {
    method: 'POST',
    path: '/zfPay/status/:id',
    summary:
      '(chosen) Where one of the tenant’s recharges stands (status 0 awaiting payment, 1 paid, 2 failed, 3 closed unpaid at its expiry): the recharge dialog asks it while the user pays on the provider’s page, and closes once paid. Another tenant’s payment or an unknown one: 402801',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    params: idParamSchema,
    reads: true,
    data: paymentSettledSchema,
  },
  depositList: {
    method: 'POST',
    path: '/deposit/list',
    summary:
      'The recharge history (§2 history dialog, §3 Recharge record), newest first, 10 a page: amount and preferenceAmt in yuan, depositDate, payChannel, status 0 awaiting payment, 1 paid, 2 failed, 3 closed',
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
      '(chosen) The sandbox payment provider’s pay page (HTML): the payment’s amount with Pay and Fail buttons, each posting the provider’s signed notification to /zfPay/notify/sandbox; it says plainly that it is a test and no money moves. Only where PAYMENT_SANDBOX=1 (development). Public, as a provider’s page is; the id is the payment’s (unguessable)',
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
    path: '/zfPay/notify/:provider',
    summary:
      '(chosen) A payment provider’s asynchronous notification, one path per provider (alipay: a form, application/x-www-form-urlencoded, RSA2-signed; wechat: WeChat Pay API v3 JSON with its Wechatpay-* headers; sandbox: only where PAYMENT_SANDBOX=1). The body reaches billing byte for byte and the answer is the provider’s expected one (alipay: the text success or fail), not the envelope. Each notification is recorded; a forged one, another amount, a payment closed or settled otherwise are refused and change nothing; the same notification again credits nothing more; a paid one credits the balance once and lifts the arrears at once',
    tag: 'billing',
    upstream: 'billing',
    public: true,
    raw: {
      headers: [
        'wechatpay-signature',
        'wechatpay-timestamp',
        'wechatpay-nonce',
        'wechatpay-serial',
        'wechatpay-signature-type',
      ],
    },
    params: notifyParamsSchema,
    data: z.string(),
  },
  ledgerList: {
    method: 'POST',
    path: '/ledger/page',
    summary:
      'The ledger (§2 Ledger report detail tab, §3 Ledger row): the movements between periodBegin and periodEnd (the caller’s days; the first of the month to today by default), newest first, each with the balance after it (derived from every movement before), money in yuan; totalAp (charged in the period), totalPaid (recharged), debt (owed now)',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: ledgerQuerySchema,
    data: ledgerPageSchema,
  },
  ledgerMonthList: {
    method: 'POST',
    path: '/ledger/month/page',
    summary:
      'The monthly summary tab (§3 Month summary): per month (the caller’s) and trade type (1 consumption, 2 recharge) between beginDate and endDate, the volume charged (m³) and the amount (yuan), newest month first',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: ledgerMonthQuerySchema,
    data: pageResultSchema(ledgerMonthRowSchema),
  },
  ledgerStatisticsSummary: {
    method: 'POST',
    path: '/ledger/statistics',
    summary:
      'The ledger report’s bar chart (§3 Chart data): per day between beginDate and endDate (the first of the month to today by default), the volume charged (m³) and the amount charged (yuan), and the total charged',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: ledgerStatisticsQuerySchema,
    data: ledgerStatisticsSchema,
  },
  ledgerUninvoicedList: {
    method: 'POST',
    path: '/ledger/pageUnInv',
    summary:
      'The invoice request’s list (§2, §3 Invoiceable order): consumption orders no invoice holds yet, created between createTimeFrom and createTimeTo (the caller’s days), newest first',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: uninvoicedQuerySchema,
    data: pageResultSchema(invoiceableOrderSchema),
  },
  ledgerExport: {
    method: 'POST',
    path: '/ledger/downloadExcel',
    summary: `The ledger of the period as an xlsx file (trade time, business number, trade type, remark, quantity, unit price, amount, balance; newest first; file name with the date; at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows, else 400910 before any byte is written)`,
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: ledgerExportQuerySchema,
    data: z.string(),
    download: true,
  },
  invoiceApply: {
    method: 'POST',
    path: '/invRecord/apply',
    summary:
      'An invoice request over the selected consumption orders (ids): the total is computed here in cents (§9). An order that is not one of the tenant’s consumption orders (another tenant’s, a recharge, unknown) is 402805, one already in an invoice 402806 (also when two requests race); nothing is written by a refusal',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: invoiceApplySchema,
    data: invoiceRowSchema,
  },
  invoiceList: {
    method: 'POST',
    path: '/invRecord/list',
    summary:
      '(chosen) The invoice requests (§2 invoice list and status), created between createTimeFrom and createTimeTo, newest first: amount in yuan, number of orders, status 0 requested, 1 issued (invoiceNo, invoiceDate), 2 rejected (rejectReason; its orders may be invoiced again), decideTime',
    tag: 'billing',
    upstream: 'billing',
    permission: INVOICE,
    body: uninvoicedQuerySchema,
    data: pageResultSchema(invoiceRowSchema),
  },
  invoiceRequestList: {
    method: 'POST',
    path: '/invRecord/requested',
    summary:
      '(chosen) The platform operator’s list of every tenant’s invoices awaiting a decision (status 0 requested), oldest first: tenantId, who asked, amount in yuan, number of orders. Anyone but the operator: 403001',
    tag: 'billing',
    upstream: 'billing',
    permission: OPERATOR,
    body: invoiceRequestQuerySchema,
    data: pageResultSchema(operatorInvoiceRowSchema),
  },
  invoiceIssue: {
    method: 'POST',
    path: '/invRecord/issue/:id',
    summary: `(chosen) The platform operator issues a requested invoice of any tenant under its number (1 to ${INVOICE_NO_MAX} characters, unique per tenant, else 402809) and date (yyyy-MM-dd, not in the future: 402810): status 0 → 1, billing.invoice.issued to the outbox. An invoice already issued or rejected: 402808; unknown: 402807; anyone but the operator: 403001. Nothing is written by a refusal`,
    tag: 'billing',
    upstream: 'billing',
    permission: OPERATOR,
    params: idParamSchema,
    body: invoiceIssueSchema,
    data: operatorInvoiceRowSchema,
  },
  invoiceReject: {
    method: 'POST',
    path: '/invRecord/reject/:id',
    summary: `(chosen) The platform operator rejects a requested invoice of any tenant, with the reason (1 to ${INVOICE_REJECT_REASON_MAX} characters): status 0 → 2, its consumption orders may be invoiced again (they show in /ledger/pageUnInv; the invoice keeps the list of what it held), billing.invoice.rejected to the outbox. An invoice already issued or rejected: 402808; unknown: 402807; anyone but the operator: 403001. Nothing is written by a refusal`,
    tag: 'billing',
    upstream: 'billing',
    permission: OPERATOR,
    params: idParamSchema,
    body: invoiceRejectSchema,
    data: operatorInvoiceRowSchema,
  },
} as const satisfies Record<string, ApiRoute>;
