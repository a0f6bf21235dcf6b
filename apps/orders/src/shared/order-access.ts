import { DomainError, type OrderType } from '@timber/contracts';
import { callerHolds } from '@timber/nest-kit';

/**
 * The permission key of each order type (§2 menu: /order/orderIn and /order/orderOut are one list
 * page). The routes ask for the menu's key (`order`); what a call touches is refined here.
 */
export const ORDER_TYPE_PERMISSION: Record<OrderType, string> = {
  1: 'order/orderIn',
  2: 'order/orderOut',
};

/** Whether `holds` holds the key `keys` names for this type (1 inbound / stock-in, 2 outbound / stock-out). */
const holdsKeyOf = (
  keys: Record<OrderType, string>,
  type: number,
  holds: (key: string) => boolean,
): boolean => (type === 1 || type === 2) && holds(keys[type]);

/** Refuses (403001, as the guard refuses a route) what the caller may not do. */
const refuseUnless = (allowed: boolean): void => {
  if (!allowed) {
    throw new DomainError('COMMON.FORBIDDEN');
  }
};

/** Whether a caller holding `holds` may see or change orders (and sheets) of this type. */
export const mayHandle = (orderType: number, holds: (key: string) => boolean): boolean =>
  holdsKeyOf(ORDER_TYPE_PERMISSION, orderType, holds);

/**
 * Refuses (403001, as the guard refuses a route) a caller without the permission of the order
 * type: inbound orders and stock-in sheets need order/orderIn, outbound ones order/orderOut.
 */
export function assertMayHandle(orderType: number, holds: (key: string) => boolean = callerHolds): void {
  refuseUnless(mayHandle(orderType, holds));
}

/**
 * The sheet lists' permission keys (§2 menu: /stock/entry the stock-in list, /stock/deliver the
 * stock-out list), as inventory's sheet routes declare them: sharing a confirmed sheet from its
 * list (a share link of sheets) needs its list's key, not the orders'.
 */
export const SHEET_LIST_PERMISSION: Record<OrderType, string> = {
  1: 'stock/entry',
  2: 'stock/deliver',
};

/** Whether a caller holding `holds` may share (and see the share links of) sheets of this kind. */
export const mayShareSheets = (kind: number, holds: (key: string) => boolean): boolean =>
  holdsKeyOf(SHEET_LIST_PERMISSION, kind, holds);

/** Refuses (403001) a caller without the list permission of a sheet kind (1 stock-in, 2 stock-out). */
export function assertMayShareSheets(kind: number, holds: (key: string) => boolean = callerHolds): void {
  refuseUnless(mayShareSheets(kind, holds));
}

/**
 * The orders' screens (the inbound and the outbound list): an order link (its creation,
 * revocation, listing) needs either; the menu's branch key `order` grants nothing (issue 35).
 */
export const ORDER_MENU_PERMISSION: readonly string[] = ['order/orderIn', 'order/orderOut'];
