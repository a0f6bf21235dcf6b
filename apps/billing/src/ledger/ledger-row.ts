import { type FeeItem, type LedgerRow, PAY_CHANNELS, type PayChannel } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { yuanOf } from './domain/money';
import { businessNoOf, localTime } from './domain/periods';
import { type LedgerRecord } from './ledger-read.repository';

const isPayChannel = (remark: string): remark is PayChannel =>
  (PAY_CHANNELS as readonly string[]).includes(remark);

/**
 * What a movement is, in the reader's language: the fee item and its cause, or the recharge's
 * channel (kept as its key: alipay, wechat, bankCard), or the remark as written.
 */
export const remarkOf = (locale: Locale, feeItem: string | null, remark: string): string =>
  feeItem
    ? `${translate(locale, 'server.billing.feeItem', { item: feeItem as FeeItem })} ${remark}`.trim()
    : isPayChannel(remark)
      ? translate(locale, 'server.billing.payChannel', { channel: remark })
      : remark;

/** §3 Ledger row of a movement: money in yuan, a charge negative, the balance after it. */
export function toLedgerRow(record: LedgerRecord, locale: Locale, tzOffsetHours: number): LedgerRow {
  return {
    id: record.id,
    tradeTime: localTime(record.occurred_at, tzOffsetHours),
    businessNo: businessNoOf(record.kind, Number(record.no)),
    tradeType: record.kind,
    tradeTypeDesc: translate(locale, 'server.billing.tradeType', { type: record.kind }),
    remark: remarkOf(locale, record.fee_item, record.remark),
    qty: Number(record.quantity),
    unitPrice: yuanOf(Number(record.unit_price_cents)),
    amount: yuanOf(record.kind === 1 ? -Number(record.amount_cents) : Number(record.amount_cents)),
    balance: yuanOf(Number(record.balance_cents)),
  };
}
