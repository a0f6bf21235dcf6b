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
