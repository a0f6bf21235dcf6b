import { type FeeItem, type PayChannel, PAYMENT_STATUS, RECHARGE_MAX_YUAN } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type IntlShape } from 'react-intl';
import { isoDate } from '../../shared/format/format';

/** Prices and amounts show 2 decimals (spec §9). */
export const MONEY_DECIMALS = 2;

export const formatMoney = (intl: IntlShape, yuan: number): string =>
  intl.formatNumber(yuan, { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS });

/** Whole cents of a yuan amount (the invoice total is summed in cents, §9). */
export const centsOf = (yuan: number): number => Math.round(yuan * 100);

/** The total of the selected orders: summed in cents, shown in yuan (spec §9 "Invoice total is computed in cents"). */
export const totalYuan = (amounts: readonly number[]): number =>
  amounts.reduce((cents, yuan) => cents + centsOf(yuan), 0) / 100;

/**
 * Why a recharge amount cannot be sent (spec §5, §9: more than 0, at most 5000, 2 decimals), or
 * null when it can.
 */
export function rechargeAmountError(amount: number | null | undefined): WebMessageId | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) {
    return 'recharge.amountRequired';
  }
  if (amount <= 0) {
    return 'recharge.amountPositive';
  }
  if (amount > RECHARGE_MAX_YUAN) {
    return 'recharge.amountMax';
  }
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    return 'recharge.amountDecimals';
  }
  return null;
}

/** §4 Recharge flow: the feedback code of a failed payment, 1 for alipay, 2 for the others. */
export const feedbackCode = (channel: string): 1 | 2 => (channel === 'alipay' ? 1 : 2);

/** The payment is settled (paid, failed, or closed unpaid at its expiry): the dialog stops asking. */
export const isSettled = (status: number | undefined): boolean =>
  status === PAYMENT_STATUS.PAID || status === PAYMENT_STATUS.FAILED || status === PAYMENT_STATUS.CLOSED;

/** §9 Ledger default: the first of the month to today. */
export function monthToDate(today = new Date()): [Date, Date] {
  return [new Date(today.getFullYear(), today.getMonth(), 1), today];
}

/** The previous calendar month, first to last day (the invoice request's usual period). */
export function lastMonth(today = new Date()): [Date, Date] {
  return [
    new Date(today.getFullYear(), today.getMonth() - 1, 1),
    new Date(today.getFullYear(), today.getMonth(), 0),
  ];
}

/** A picked range as the API's two days; a single day counts as both ends. */
export function dayRange(range: [Date | null, Date | null] | null): { from?: string; to?: string } {
  const [from, to] = range ?? [null, null];
  return from ? { from: isoDate(from), to: isoDate(to ?? from) } : {};
}

/** The label of each payment channel (§2 Recharge page). */
export const CHANNEL_LABEL: Readonly<Record<PayChannel, WebMessageId>> = {
  alipay: 'recharge.channel.alipay',
  wechat: 'recharge.channel.wechat',
  bankCard: 'recharge.channel.bankCard',
};

/** The label of each fee item (§3 Customer account fees). */
export const FEE_LABEL: Readonly<Record<FeeItem, WebMessageId>> = {
  sheet: 'billing.fee.sheet',
  volume: 'billing.fee.volume',
  image: 'billing.fee.image',
  monthly: 'billing.fee.monthly',
};
