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

/** Whether a caller holding `holds` may see or change orders (and sheets) of this type. */
export const mayHandle = (orderType: number, holds: (key: string) => boolean): boolean =>
  (orderType === 1 || orderType === 2) && holds(ORDER_TYPE_PERMISSION[orderType]);

/**
 * Refuses (403001, as the guard refuses a route) a caller without the permission of the order
 * type: inbound orders and stock-in sheets need order/orderIn, outbound ones order/orderOut.
 */
export function assertMayHandle(orderType: number, holds: (key: string) => boolean = callerHolds): void {
  if (!mayHandle(orderType, holds)) {
    throw new DomainError('COMMON.FORBIDDEN');
  }
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
  (kind === 1 || kind === 2) && holds(SHEET_LIST_PERMISSION[kind]);

/** Refuses (403001) a caller without the list permission of a sheet kind (1 stock-in, 2 stock-out). */
export function assertMayShareSheets(kind: number, holds: (key: string) => boolean = callerHolds): void {
  if (!mayShareSheets(kind, holds)) {
    throw new DomainError('COMMON.FORBIDDEN');
  }
}

/** The orders' menu key: an order link (its creation, revocation, listing) needs it. */
export const ORDER_MENU_PERMISSION = 'order';
