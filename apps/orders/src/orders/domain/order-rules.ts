import { DomainError, ORDER_STATUS, type OrderType } from '@timber/contracts';
import { commaList } from '../../shared/figures';

/** An order's number: PO20261122-0001 inbound (purchase), SO20261122-0001 outbound (sale), per tenant, type and day. */
export function orderNumber(orderType: OrderType, day: string, n: number): string {
  return `${orderType === 1 ? 'PO' : 'SO'}${day.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
}

/** What settling needs to know of a sheet, as locked. */
export interface SettlingSheet {
  id: string;
  spu: string;
  kind: number;
  customerId: string;
  /** whether all its logs have arrived (a long sheet's come in several events) */
  complete: boolean;
  /** the live order that settles it, null while unsettled */
  orderId: string | null;
}

/** The SPUs of `sheets`, comma list, in the order asked. */
const spusOf = (sheets: readonly { spu: string }[]): string => sheets.map((sheet) => sheet.spu).join(', ');

/**
 * §2 order creation, checked on the sheets as locked (in the settling transaction): every SPU is a
 * confirmed sheet of the tenant (else it was never confirmed, was disabled, or is not the
 * tenant's) whose logs have all arrived, of the order's type, of its customer, and settled by no
 * order yet. The first rule a
 * sheet breaks is the answer, naming every sheet that breaks it; `settledBy` names the orders
 * that hold the settled ones.
 */
export function assertSettleable(
  order: { orderType: OrderType; customerId: string; customerName: string },
  spus: readonly string[],
  sheets: readonly SettlingSheet[],
  settledBy: (orderIds: readonly string[]) => string,
): void {
  const found = new Set(sheets.map((sheet) => sheet.spu));
  const unknown = spus.filter((spu) => !found.has(spu));
  if (unknown.length > 0) {
    throw new DomainError('ORDER.SHEETS_UNKNOWN', { spus: unknown.join(', ') });
  }
  const inOrder = [...sheets].sort((a, b) => spus.indexOf(a.spu) - spus.indexOf(b.spu));
  const arriving = inOrder.filter((sheet) => !sheet.complete);
  if (arriving.length > 0) {
    throw new DomainError('ORDER.SHEETS_ARRIVING', { spus: spusOf(arriving) });
  }
  const wrongType = inOrder.filter((sheet) => sheet.kind !== order.orderType);
  if (wrongType.length > 0) {
    throw new DomainError('ORDER.SHEETS_WRONG_TYPE', { spus: spusOf(wrongType), orderType: order.orderType });
  }
  const otherCustomer = inOrder.filter((sheet) => sheet.customerId !== order.customerId);
  if (otherCustomer.length > 0) {
    throw new DomainError('ORDER.SHEETS_OTHER_CUSTOMER', {
      spus: spusOf(otherCustomer),
      customer: order.customerName,
    });
  }
  const settled = inOrder.filter((sheet) => sheet.orderId !== null);
  if (settled.length > 0) {
    throw new DomainError('ORDER.SHEETS_SETTLED', {
      spus: spusOf(settled),
      orderNos: settledBy([...new Set(settled.map((sheet) => sheet.orderId!))]),
    });
  }
}

/** §4: only an order awaiting its check can be checked. */
export function assertCheckable(status: number): void {
  if (status !== ORDER_STATUS.AWAITING_CHECK) {
    throw new DomainError('ORDER.NOT_CHECKABLE');
  }
}

/**
 * A checked order is final, a written-off one too: only one awaiting its check can be deleted (its
 * sheets are unsettled again).
 */
export function assertDeletable(status: number): void {
  if (status !== ORDER_STATUS.AWAITING_CHECK) {
    throw new DomainError('ORDER.NOT_DELETABLE');
  }
}

/** §3 written off: only a checked order can be written off, once; it is final from then on. */
export function assertWritableOff(status: number): void {
  if (status !== ORDER_STATUS.CHECKED) {
    throw new DomainError('ORDER.NOT_WRITABLE_OFF');
  }
}

/** What an order sums up of its sheets. */
export interface OrderSheetFigures {
  spu: string;
  standard: string;
  woodKindName: string;
  transportNum: string;
  quantity: number;
  volumeE4: number;
  measuredLogs: number;
  diameterClassSum: number;
  lengthClasses: string;
}

export interface OrderTotals {
  quantity: number;
  volumeE4: number;
  measuredLogs: number;
  diameterClassSum: number;
  spus: string;
  transportNums: string;
  woodKinds: string;
  lengthClasses: string;
  standards: string;
}

/** An order's totals and lists, from its sheets in SPU order: exact sums, distinct lists. */
export function orderTotals(sheets: readonly OrderSheetFigures[]): OrderTotals {
  const ordered = [...sheets].sort((a, b) => a.spu.localeCompare(b.spu));
  const sum = (pick: (sheet: OrderSheetFigures) => number): number =>
    ordered.reduce((total, sheet) => total + pick(sheet), 0);
  const lengths = ordered.flatMap((sheet) => (sheet.lengthClasses ? sheet.lengthClasses.split(',') : []));
  return {
    quantity: sum((sheet) => sheet.quantity),
    volumeE4: sum((sheet) => sheet.volumeE4),
    measuredLogs: sum((sheet) => sheet.measuredLogs),
    diameterClassSum: sum((sheet) => sheet.diameterClassSum),
    spus: ordered.map((sheet) => sheet.spu).join(','),
    transportNums: commaList(ordered.map((sheet) => sheet.transportNum)),
    woodKinds: commaList(ordered.map((sheet) => sheet.woodKindName)),
    lengthClasses: [...new Set(lengths)].sort((a, b) => Number(a) - Number(b)).join(','),
    standards: commaList(ordered.map((sheet) => sheet.standard)),
  };
}
