import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** What one order's event names (orders publishes them; inventory may show the settled state). */
const orderRef = z.object({ orderId: z.uuid(), orderNo: z.string() });

/** The events orders publishes: its orders' lives, and the sheets they settle. */
export const ORDERS_EVENTS = {
  'orders.operation.performed': operationPerformed('orders'),
  /**
   * an order settled these confirmed sheets (each once: a sheet belongs to one live order at most);
   * 1 inbound (stock-in sheets), 2 outbound (stock-out sheets)
   */
  'orders.order.created': {
    version: 1,
    payload: orderRef.extend({
      orderType: z.union([z.literal(1), z.literal(2)]),
      customerId: z.uuid(),
      sheetIds: z.array(z.uuid()).min(1),
      quantity: z.number().int(),
      /** ten-thousandths of a m3, exact */
      volumeE4: z.number().int(),
    }),
    publisher: 'orders',
    key: 'order id',
  },
  /** an order awaiting its check (status 5) was checked (10) */
  'orders.order.checked': { version: 1, payload: orderRef, publisher: 'orders', key: 'order id' },
  /** a checked order (10) was written off (15, final): its sheets stay settled */
  'orders.order.written-off': { version: 1, payload: orderRef, publisher: 'orders', key: 'order id' },
  /** an order was deleted: its sheets are unsettled again */
  'orders.order.deleted': {
    version: 1,
    payload: orderRef.extend({ sheetIds: z.array(z.uuid()).min(1) }),
    publisher: 'orders',
    key: 'order id',
  },
} as const satisfies ContextEvents<'orders'>;
