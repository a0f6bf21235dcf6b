/**
 * A payment id (a UUID) and WeChat Pay's out_trade_no (6 to 32 characters of [0-9a-zA-Z_*-]): the
 * UUID's 32 hexadecimal digits, lower case, without its dashes. The mapping is one to one: an
 * out_trade_no that is not exactly such 32 digits names no payment of ours.
 */
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/i;
const HEX32 = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/;

export function outTradeNoOf(paymentId: string): string {
  const parts = UUID.exec(paymentId);
  if (!parts) {
    throw new RangeError(`a payment id is a UUID, not ${JSON.stringify(paymentId)}`);
  }
  return parts.slice(1).join('').toLowerCase();
}

/** The payment an out_trade_no names; null when it is not one of ours. */
export function paymentIdOf(outTradeNo: string): string | null {
  const parts = HEX32.exec(outTradeNo);
  return parts ? parts.slice(1).join('-') : null;
}
