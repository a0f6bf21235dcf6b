import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** What one sawing order's event names. */
const sawingOrderRef = z.object({ orderId: z.uuid(), orderNo: z.string() });
/** A log of the stock as inventory keys its pieces: the stock-in sheet and the log's wood code. */
const sawnLogRef = z.object({ sheetId: z.uuid(), woodCode: z.string() });

/** The events sawing publishes: its orders' logs and states, and its floor links. */
export const SAWING_EVENTS = {
  'sawing.operation.performed': operationPerformed('sawing'),
  /**
   * a sawing order took these logs from stock (each by one order only): inventory takes them out
   * of its stock, once per event
   */
  'sawing.order.logs-taken': {
    version: 1,
    payload: sawingOrderRef.extend({ logs: z.array(sawnLogRef).min(1) }),
    publisher: 'sawing',
    key: 'sawing order id',
  },
  /** a sawing order was deleted: the logs it took (maybe none) return to stock */
  'sawing.order.deleted': {
    version: 1,
    payload: sawingOrderRef.extend({ logs: z.array(sawnLogRef) }),
    publisher: 'sawing',
    key: 'sawing order id',
  },
  /** a sawing order was closed (§4 0 → 1): the live board shows it */
  'sawing.order.closed': {
    version: 1,
    payload: sawingOrderRef.extend({ benchId: z.uuid() }),
    publisher: 'sawing',
    key: 'sawing order id',
  },
  /**
   * a closed sawing order was reopened (§7 rtd, 1 → 0; the mobile page's cancel-close): its
   * outturn leaves the statistics until it is closed again, the live board shows it open
   */
  'sawing.order.reopened': {
    version: 1,
    payload: sawingOrderRef.extend({ benchId: z.uuid() }),
    publisher: 'sawing',
    key: 'sawing order id',
  },
  /**
   * the tenant's floor links (the live board's, each bench's, the H5 page's and its sessions) were
   * revoked: only those of this generation open a page from now on, open boards are closed
   */
  'sawing.floor-links.revoked': {
    version: 1,
    payload: z.object({ generation: z.number().int().positive() }),
    publisher: 'sawing',
    key: 'tenant id',
  },
} as const satisfies ContextEvents<'sawing'>;
