/** Billing: usage charges, the ledger and the tenant's account (spec §2 Ledger and money, Customer account info; §3 Ledger row, Customer account). */
import { z } from 'zod';
import { dayString, listQuerySchema, pageResultSchema, readQuerySchema } from './common';

/**
 * The fee items a tenant may be charged for (§3 Customer account fees): per confirmed sheet, per
 * m³ measured on a confirmed sheet, per counted image, and a monthly fee. Prices are set per tenant
 * by the platform's operator.
 */
export const FEE_ITEMS = ['sheet', 'volume', 'image', 'monthly'] as const;
export const feeItemSchema = z.enum(FEE_ITEMS);
export type FeeItem = z.infer<typeof feeItemSchema>;

/** The most one price or credit limit may be, in yuan (a price input takes 10 characters, §9). */
export const MONEY_MAX_YUAN = 9_999_999.99;

/** Whether a yuan amount has at most two decimals (§9 money 2 decimals: whole cents). */
export const isWholeCents = (yuan: number): boolean => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;

/** An amount of money in yuan as the API takes it: at most 2 decimals (whole cents), 0 or more. */
export const yuanSchema = z
  .number()
  .min(0)
  .max(MONEY_MAX_YUAN)
  .refine(isWholeCents, { error: 'at most 2 decimals' });

/**
 * (chosen) /bill/account/save: the operator sets a tenant's fee items and credit limit (§2 Customer
 * account info). Only the platform operator's administrators may; an item left out keeps its price.
 */
export const accountSaveSchema = z.strictObject({
  tenantId: z.uuid(),
  creditLimit: yuanSchema.optional(),
  fees: z
    .array(z.strictObject({ feeItemId: feeItemSchema, price: yuanSchema }))
    .max(FEE_ITEMS.length)
    .refine((fees) => new Set(fees.map((fee) => fee.feeItemId)).size === fees.length, {
      error: 'each fee item once',
    })
    .default([]),
});
export type AccountSave = z.infer<typeof accountSaveSchema>;

/** §3 Customer account fees: one item, its price in yuan and what it is charged by. */
export const feeSchema = z.object({
  feeItemId: feeItemSchema,
  feeItemName: z.string(),
  price: z.number(),
  /** what one unit is: sheet, m³, image, month (in the reader's language) */
  chargeUnit: z.string(),
});
export type Fee = z.infer<typeof feeSchema>;

/** (chosen) /bill/account/get: the account the operator or the tenant reads; tenantId only for the operator. */
export const accountQuerySchema = readQuerySchema({ tenantId: z.uuid().optional() });

/** §3 Customer account (billing's part): balance and credit limit in yuan, the overdue flag, the fees. */
export const accountInfoSchema = z.object({
  tenantId: z.uuid(),
  balance: z.number(),
  creditLimit: z.number(),
  overdue: z.boolean(),
  fees: z.array(feeSchema),
  /** whether the caller (not the account) is the platform operator: may set prices and decide invoices */
  operator: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** §9 recharge max 5000 (yuan). */
export const RECHARGE_MAX_YUAN = 5000;

/** §2 Recharge page payment channels: alipay (default), wechat, bankCard. */
export const PAY_CHANNELS = ['alipay', 'wechat', 'bankCard'] as const;
export const payChannelSchema = z.enum(PAY_CHANNELS);
export type PayChannel = z.infer<typeof payChannelSchema>;

/**
 * §4 Recharge flow: the payment's state, 0 awaiting the provider, 1 paid (credited), 2 failed (the
 * provider said so), 3 closed (not paid before its expiry: closed at the provider and here).
 */
export const PAYMENT_STATUS = { PENDING: 0, PAID: 1, FAILED: 2, CLOSED: 3 } as const;

/**
 * The payment providers billing speaks to (issue 34): each is also the last segment of its
 * notification path, /zfPay/notify/{provider}. `sandbox` only where PAYMENT_SANDBOX=1 (development).
 */
export const PAYMENT_PROVIDERS = ['alipay', 'wechat', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const notifyParamsSchema = z.strictObject({ provider: z.enum(PAYMENT_PROVIDERS) });

/**
 * §7 /zfPay/payment {amount, payChannel}: a recharge of `amount` yuan (more than 0, at most 5000,
 * at most 2 decimals) through the channel's provider; answers where to pay (payUrl).
 */
export const rechargeSchema = z.strictObject({
  amount: z.number().gt(0).max(RECHARGE_MAX_YUAN).refine(isWholeCents, { error: 'at most 2 decimals' }),
  payChannel: payChannelSchema.default('alipay'),
});
export type Recharge = z.infer<typeof rechargeSchema>;

export const rechargeCreatedSchema = z.object({ id: z.uuid(), payUrl: z.string() });
export type RechargeCreated = z.infer<typeof rechargeCreatedSchema>;

/** §4 Recharge flow: the user reports a failed payment, feedback 1 (alipay) or 2 (others). */
export const rechargeFeedbackSchema = z.strictObject({ feedback: z.union([z.literal(1), z.literal(2)]) });

/** §7 /deposit/list {page, pageSize}: the recharge history, newest first (10 a page, §9). */
export const depositQuerySchema = listQuerySchema({}, { defaultPageSize: 10 });

/** §3 Recharge record. */
export const depositRowSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  preferenceAmt: z.number(),
  depositDate: z.string(),
  payChannel: payChannelSchema,
  status: z.number().int(),
  statusDesc: z.string(),
});
export type DepositRow = z.infer<typeof depositRowSchema>;

/** §3 Bank account: where a bank transfer goes (the recharge page's bank card details). */
export const bankAccountSchema = z.object({
  id: z.string(),
  bankAccountName: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  phone: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The sandbox provider's pay page: the payment to show. */
export const payPageParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * The sandbox provider's notification (the JSON body its pay page posts to /zfPay/notify/sandbox):
 * the payment, the amount in cents it received, the outcome and its own reference, signed
 * (HMAC-SHA256, hex) with SANDBOX_PAY_SECRET. Verified, checked against the payment, applied once.
 */
export const paymentCallbackSchema = z.strictObject({
  paymentId: z.uuid(),
  amountCents: z
    .number()
    .int()
    .min(0)
    .max(RECHARGE_MAX_YUAN * 100 * 10),
  outcome: z.enum(['paid', 'failed']),
  providerRef: z.string().min(1).max(100),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

export const paymentSettledSchema = z.object({ id: z.uuid(), status: z.number().int() });
export type PaymentSettled = z.infer<typeof paymentSettledSchema>;

/** §7 /ledger/page {periodBegin, periodEnd}: the ledger's movements between two days (the caller's), newest first. */
export const ledgerQuerySchema = listQuerySchema({
  periodBegin: dayString.optional(),
  periodEnd: dayString.optional(),
});
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;
/** §7 /ledger/downloadExcel: the period's ledger, not paged. */
export const ledgerExportQuerySchema = readQuerySchema({
  periodBegin: dayString.optional(),
  periodEnd: dayString.optional(),
});
export type LedgerExportQuery = z.output<typeof ledgerExportQuerySchema>;

/** §3 Ledger row: one movement of the tenant's money, in yuan; balance after it. */
export const ledgerRowSchema = z.object({
  id: z.uuid(),
  tradeTime: z.string(),
  businessNo: z.string(),
  /** 1 consumption, 2 recharge */
  tradeType: z.number().int(),
  tradeTypeDesc: z.string(),
  remark: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  /** negative for a charge, positive for a recharge */
  amount: z.number(),
  balance: z.number(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** A ledger page with §3 totals of the period: totalAp (charged), totalPaid (recharged), debt (owed now). */
export const ledgerPageSchema = pageResultSchema(ledgerRowSchema).extend({
  totalAp: z.number(),
  totalPaid: z.number(),
  debt: z.number(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** §7 /ledger/month/page and /ledger/statistics {beginDate, endDate}. */
export const ledgerMonthQuerySchema = listQuerySchema({
  beginDate: dayString.optional(),
  endDate: dayString.optional(),
});
export type LedgerMonthQuery = z.output<typeof ledgerMonthQuerySchema>;
export const ledgerStatisticsQuerySchema = readQuerySchema({
  beginDate: dayString.optional(),
  endDate: dayString.optional(),
});
export type LedgerStatisticsQuery = z.output<typeof ledgerStatisticsQuerySchema>;

/** §3 Month summary: per month and trade type, the volume charged (m³) and the amount (yuan). */
export const ledgerMonthRowSchema = z.object({
  month: z.string(),
  tradeType: z.number().int(),
  tradeTypeDesc: z.string(),
  vol: z.number(),
  amount: z.number(),
});
export type LedgerMonthRow = z.infer<typeof ledgerMonthRowSchema>;

/** §3 Chart data: per day, the volume charged and the amount charged; total of the period. */
export const ledgerStatisticsSchema = z.object({
  records: z.array(z.object({ date: z.string(), vol: z.number(), amount: z.number() })),
  totalAmount: z.number(),
});
export type LedgerStatistics = z.infer<typeof ledgerStatisticsSchema>;

/** §7 /ledger/pageUnInv: consumption orders no invoice holds yet, by creation days. */
export const uninvoicedQuerySchema = listQuerySchema({
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type UninvoicedQuery = z.output<typeof uninvoicedQuerySchema>;

/** §3 Invoiceable order. */
export const invoiceableOrderSchema = z.object({
  id: z.uuid(),
  businessNo: z.string(),
  remark: z.string(),
  invoiceAmount: z.number(),
  createTime: z.string(),
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrderSchema>;

/** §7 /invRecord/apply: an invoice over the selected consumption orders (ids), total computed here. */
export const invoiceApplySchema = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'each order once' }),
});
export type InvoiceApply = z.infer<typeof invoiceApplySchema>;

/**
 * An invoice's life (§2 invoice list and status): 0 requested by the tenant, 1 issued by the
 * platform operator (with its number and date), 2 rejected by the operator (with the reason; its
 * consumption orders may be invoiced again). Only a requested invoice is decided, and once.
 */
export const INVOICE_STATUS = { REQUESTED: 0, ISSUED: 1, REJECTED: 2 } as const;

/** Whether a yyyy-MM-dd day exists in the calendar (not 2026-02-30). */
const isCalendarDay = (day: string): boolean => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** The longest invoice number and rejection reason (characters). */
export const INVOICE_NO_MAX = 50;
export const INVOICE_REJECT_REASON_MAX = 200;

/**
 * An invoice request (§2 invoice list and status): amount in yuan, status 0 requested, 1 issued
 * (invoiceNo, invoiceDate), 2 rejected (rejectReason); decideTime when the operator decided.
 */
export const invoiceRowSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  orderCount: z.number().int(),
  status: z.number().int(),
  statusDesc: z.string(),
  createTime: z.string(),
  invoiceNo: z.string().nullable(),
  /** yyyy-MM-dd */
  invoiceDate: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decideTime: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** An invoice as the platform operator sees it: whose it is and who asked for it. */
export const operatorInvoiceRowSchema = invoiceRowSchema.extend({
  tenantId: z.uuid(),
  requestedBy: z.string(),
});
export type OperatorInvoiceRow = z.infer<typeof operatorInvoiceRowSchema>;

/** (chosen) /invRecord/requested {page, pageSize}: every tenant's requested invoices, oldest first. */
export const invoiceRequestQuerySchema = listQuerySchema();

/** (chosen) /invRecord/issue/{id}: the operator issues a requested invoice under its number and date. */
export const invoiceIssueSchema = z.strictObject({
  invoiceNo: z.string().trim().min(1).max(INVOICE_NO_MAX),
  invoiceDate: dayString.refine(isCalendarDay, { error: 'invalid' }),
});
export type InvoiceIssue = z.infer<typeof invoiceIssueSchema>;

/** (chosen) /invRecord/reject/{id}: the operator rejects a requested invoice, saying why. */
export const invoiceRejectSchema = z.strictObject({
  reason: z.string().trim().min(1).max(INVOICE_REJECT_REASON_MAX),
});
export type InvoiceReject = z.infer<typeof invoiceRejectSchema>;
