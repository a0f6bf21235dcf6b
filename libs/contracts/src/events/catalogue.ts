import { z } from 'zod';
import { circleSchema } from '../api/counting';
import { type EventEnvelope } from './event-envelope';

/**
 * A confirmed sheet's logs as columns (events of version 2): entry i of every column is the i-th
 * log, in the sheet's order (wood code). Classes and volumes are the sheet's own, under its
 * standard, as inventory measured them (libs/volume): a consumer sums them, never measures again.
 */
export const confirmedLogColumnsSchema = z.object({
  woodCode: z.array(z.string()),
  minDiameterCm: z.array(z.number()),
  maxDiameterCm: z.array(z.number()),
  lengthM: z.array(z.number()),
  /** the diameter class in cm; null where the standard cannot measure the log */
  diameterClass: z.array(z.number().int().nullable()),
  /** the length class in m; null where the standard cannot measure the log */
  lengthClassM: z.array(z.number().nullable()),
  /** ten-thousandths of a m3; null where the standard cannot measure the log */
  volumeE4: z.array(z.number().int().nullable()),
  manual: z.array(z.boolean()),
  /** the picture each log was measured on ('' for none); null when no log has one */
  picUrl: z.array(z.string()).nullable(),
});
export type ConfirmedLogColumns = z.infer<typeof confirmedLogColumnsSchema>;

/**
 * At most this many logs go in one event: a sheet's confirmation carries its first ones and
 * `inventory.sheet-logs.confirmed` the rest, in order, on the same partition. 2,000 logs with
 * their pictures' addresses are about 250 KB of JSON, well under a Kafka message's 1 MB.
 */
export const CONFIRMED_LOGS_PER_EVENT = 2_000;

/**
 * A confirmed sheet's totals per wood kind and standard: what billing and orders build on.
 * Version 2 adds what orders keep of it without reading inventory's tables: the names of its
 * customer, wood kind and location, its transport number and day, and its logs. Absent in the
 * events of version 1 (published before), so a consumer reads both.
 */
const sheetConfirmedPayload = z.object({
  sheetId: z.uuid(),
  spu: z.string(),
  standard: z.string(),
  woodKindId: z.uuid(),
  locationId: z.uuid(),
  customerId: z.uuid(),
  quantity: z.number().int(),
  /** ten-thousandths of a m3, exact */
  volumeE4: z.number().int(),
  manual: z.boolean(),
  /** version 2: the names as they were at the confirmation */
  customerName: z.string().optional(),
  woodKindName: z.string().optional(),
  locationName: z.string().optional(),
  /** version 2 */
  transportNum: z.string().optional(),
  /** version 2: the sheet's day (storage or delivery date), yyyy-MM-dd */
  sheetDate: z.string().optional(),
  /**
   * version 2: the sheet's first logs (CONFIRMED_LOGS_PER_EVENT at most; read them with
   * confirmedLogsOf); the others follow in `inventory.sheet-logs.confirmed` events
   */
  logs: confirmedLogColumnsSchema.optional(),
  /** version 2: how many logs the sheet has, in this event and the ones that follow it */
  logCount: z.number().int().min(0).optional(),
});

/** What one order's event names (orders publishes them; inventory may show the settled state). */
const orderRef = z.object({ orderId: z.uuid(), orderNo: z.string() });

/** What one sawing order's event names. */
const sawingOrderRef = z.object({ orderId: z.uuid(), orderNo: z.string() });
/** A log of the stock as inventory keys its pieces: the stock-in sheet and the log's wood code. */
const sawnLogRef = z.object({ sheetId: z.uuid(), woodCode: z.string() });

/** A master-data row that devices may name in a measurement sheet (ingest keeps a copy). */
const referenceKind = z.enum(['woodKind', 'location', 'customer']);

/** What a device is allowed to send: ingest keeps a copy of it to validate sheets without a call. */
const deviceChangedPayload = z.object({
  deviceId: z.uuid(),
  deviceNo: z.string(),
  deviceName: z.string(),
  /** 1 on, 0 off: a device that is off is refused by ingest */
  status: z.union([z.literal(0), z.literal(1)]),
  /** measuring standard codes the device may use (§3 Device standard) */
  standards: z.array(z.string()),
  /** the device's measuring range: a log outside it is kept and flagged abnormal */
  minDiameterCm: z.number().int(),
  maxDiameterCm: z.number().int(),
  /** grows with every change of the device: a copy applies a change only when it is newer */
  revision: z.number().int().positive(),
  deleted: z.boolean(),
});

/** Why a measured log cannot be trusted (it is kept, flagged). */
const abnormalReason = z.enum(['minAboveMax', 'outOfRange', 'zeroLength']);

/** One log as a device measured it (events of version 1, one object per log). */
const measuredLog = z.object({
  minDiameterCm: z.number(),
  maxDiameterCm: z.number(),
  lengthM: z.number(),
  picture: z.string().nullable(),
  abnormal: abnormalReason.nullable(),
});

/**
 * A sheet's logs as columns (events of version 2): entry i of every column is the i-th log, in
 * the device's order. A third of the JSON of one object per log, which every hop of the event
 * writes or reads (outbox, relay, stream, two consumers). `picture` is null when no log has one.
 */
export const measuredLogColumnsSchema = z.object({
  minDiameterCm: z.array(z.number()),
  maxDiameterCm: z.array(z.number()),
  lengthM: z.array(z.number()),
  picture: z.array(z.string().nullable()).nullable(),
  abnormal: z.array(abnormalReason.nullable()),
});
export type MeasuredLogColumns = z.infer<typeof measuredLogColumnsSchema>;

/** Which image of which count order a recognition event is about. */
const recognitionRef = z.object({
  tenantId: z.uuid(),
  orderId: z.number().int().positive(),
  imageId: z.number().int().positive(),
});

/**
 * A sampled frame of a video in which logs are first seen: its JPEG, already in the blob store
 * under `mediaKey`, and the circles of those logs only.
 */
export const recognitionKeyframeSchema = z.object({
  /** the sampled frame's index (0 = the first); unique per video */
  frameIndex: z.number().int().min(0),
  mediaKey: z.string().min(1).max(1024),
  size: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  circles: z.array(circleSchema),
});
export type RecognitionKeyframe = z.infer<typeof recognitionKeyframeSchema>;

/** Every event the system publishes: its type, version and payload schema. */
/**
 * A user's write through a route of the catalogue (spec §3 Operation log): who, from where, which
 * route (its id in ROUTES) and the request's parameters (operationParams). Each service writes one
 * to its own outbox in the transaction of the change (nest-kit's operation record); identity keeps
 * them as its operation log, rendered in the reader's language when read.
 */
export const operationPerformedPayload = z.object({
  userId: z.uuid(),
  username: z.string(),
  ip: z.string(),
  /** the route's id in the catalogue (ROUTES), e.g. `woodKindCreate` */
  operation: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type OperationPerformed = z.infer<typeof operationPerformedPayload>;

export const EVENT_CATALOGUE = {
  'identity.operation.performed': { version: 1, payload: operationPerformedPayload },
  'inventory.operation.performed': { version: 1, payload: operationPerformedPayload },
  'devices.operation.performed': { version: 1, payload: operationPerformedPayload },
  'ingest.operation.performed': { version: 1, payload: operationPerformedPayload },
  'counting.operation.performed': { version: 1, payload: operationPerformedPayload },
  'orders.operation.performed': { version: 1, payload: operationPerformedPayload },
  'sawing.operation.performed': { version: 1, payload: operationPerformedPayload },
  'billing.operation.performed': { version: 1, payload: operationPerformedPayload },
  /**
   * an administrator user was added, edited, enabled or disabled, or deleted (§2 Account
   * management); identity has already refreshed or ended the user's live sessions
   */
  'identity.user.changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      username: z.string(),
      change: z.enum(['created', 'updated', 'enabled', 'disabled', 'deleted']),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
  },
  /** a permission group was added, edited or deleted; its members' live sessions already hold its keys */
  'identity.permission-group.changed': {
    version: 1,
    payload: z.object({
      groupId: z.uuid(),
      permName: z.string(),
      change: z.enum(['created', 'updated', 'deleted']),
      /** the route and button keys it grants after the change (none once deleted) */
      keys: z.array(z.string()),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
  },
  /** a user saved their layout settings (§2 Layout settings drawer, /system/setting) */
  'identity.user-preferences.changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      username: z.string(),
      themeColor: z.string(),
      tagsView: z.boolean(),
      fixedHeader: z.boolean(),
      sidebarLogo: z.boolean(),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
  },
  /** an administrator changed the tenant's account details (§2 Customer account info) */
  'identity.tenant-account.changed': {
    version: 1,
    payload: z.object({
      address: z.string(),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
  },
  'inventory.wood-kind.created': {
    version: 1,
    payload: z.object({
      woodKindId: z.uuid(),
      woodKindName: z.string(),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
  },
  'inventory.stock-in.confirmed': { version: 2, payload: sheetConfirmedPayload },
  'inventory.stock-out.confirmed': { version: 2, payload: sheetConfirmedPayload },
  /**
   * more logs of a sheet just confirmed (one with more than CONFIRMED_LOGS_PER_EVENT logs), written
   * with its confirmation and published after it on the same partition; `offset` is how many of
   * its logs came before these
   */
  'inventory.sheet-logs.confirmed': {
    version: 1,
    payload: z.object({
      sheetId: z.uuid(),
      offset: z.number().int().min(1),
      logs: confirmedLogColumnsSchema,
    }),
  },
  /**
   * a stock-count plan was finished (§4 5 → 10) with these stock adjustments written (the lines
   * whose count differs); inventory's consumer applies them to the stock once (ids only: it
   * reloads the adjustments)
   */
  'inventory.stock-count.finished': {
    version: 1,
    payload: z.object({ planId: z.uuid(), checkListNo: z.string(), adjustments: z.number().int().min(0) }),
  },
  /** a wood kind, location or customer was added or renamed (ingest validates device sheets against them) */
  'inventory.reference.saved': {
    version: 1,
    payload: z.object({ kind: referenceKind, id: z.uuid(), name: z.string() }),
  },
  'inventory.reference.deleted': {
    version: 1,
    payload: z.object({ kind: referenceKind, id: z.uuid() }),
  },
  /**
   * a stock row crossed a stock-age rule: it now holds at least `minimum` logs in stock for
   * `months` months or longer (raised once per crossing: again only after it fell below the rule)
   */
  'inventory.stock-age.alarmed': {
    version: 1,
    payload: z.object({
      ruleId: z.uuid(),
      stockId: z.uuid(),
      locationId: z.uuid(),
      woodKindId: z.uuid(),
      minimum: z.number().int(),
      months: z.number().int(),
      agedQty: z.number().int(),
    }),
  },
  /** a device was added, renamed, switched on or off, given other standards, or deleted */
  'devices.device.changed': { version: 1, payload: deviceChangedPayload },
  /** a device exchanged its one-time enrolment code for a credential */
  'ingest.device.enrolled': {
    version: 1,
    payload: z.object({ deviceId: z.uuid(), deviceNo: z.string(), credentialId: z.uuid() }),
  },
  /** a user revoked a device's credentials: ingest refuses it from now on */
  'ingest.device.revoked': {
    version: 1,
    payload: z.object({ deviceId: z.uuid(), deviceNo: z.string(), actorId: z.uuid(), actorName: z.string() }),
  },
  /** a device's sheet was accepted (once per idempotency key); inventory makes it a pending sheet */
  'ingest.measurement.received': {
    version: 2,
    payload: z.object({
      measurementId: z.uuid(),
      deviceId: z.uuid(),
      deviceNo: z.string(),
      idempotencyKey: z.string(),
      /** 1 stock-in, 2 stock-out */
      kind: z.union([z.literal(1), z.literal(2)]),
      standard: z.string(),
      woodKindId: z.uuid(),
      locationId: z.uuid(),
      customerId: z.uuid().nullable(),
      transportNum: z.string(),
      deviceTime: z.iso.datetime({ offset: true }),
      /** version 2: the logs as columns (read them with measuredLogColumnsOf, whatever the version) */
      readings: measuredLogColumnsSchema.optional(),
      /** version 1: one object per log */
      logs: z.array(measuredLog).optional(),
      /**
       * logs.length and how many of them are abnormal, for a consumer that only counts them (the
       * device log); absent in events published before they were added
       */
      logCount: z.number().int().min(0).optional(),
      abnormalCount: z.number().int().min(0).optional(),
    }),
  },
  /** a device's sheet was refused (bad field, unknown reference, device off); for the device log */
  'ingest.measurement.rejected': {
    version: 1,
    payload: z.object({
      deviceId: z.uuid(),
      deviceNo: z.string(),
      idempotencyKey: z.string().nullable(),
      /** the error key, e.g. COMMON.VALIDATION or INGEST.UNKNOWN_REFERENCE */
      reason: z.string(),
    }),
  },
  /** a count order's image was stored and waits for recognition (counting queues the BullMQ job from it) */
  'counting.image.submitted': {
    version: 1,
    payload: z.object({
      orderId: z.number().int().positive(),
      imageId: z.number().int().positive(),
      /** 1 image, 2 video */
      ossType: z.union([z.literal(1), z.literal(2)]),
    }),
  },
  /**
   * the recognition worker is at `progress` percent of an image's recognition (published by the
   * worker): the first of a run (10) marks the image in recognition (5); counting records it
   */
  'counting.recognition.progressed': {
    version: 1,
    payload: recognitionRef.extend({ progress: z.number().int().min(1).max(99) }),
  },
  /**
   * the detector found `count` log ends on an image: published by the recognition worker (at least
   * once: a job run again publishes it again), recorded by counting once per image. Version 2
   * carries the result itself (version 1, the count alone, was written by counting's own outbox
   * when the worker stored its results in counting's tables).
   */
  'counting.recognition.completed': {
    version: 2,
    payload: recognitionRef.extend({
      count: z.number().int().min(0),
      modelVersion: z.string().min(1).max(100),
      /** the photo's (a video's frames') size in pixels */
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      /** the log ends on the image, in its pixels; a video's own image has none (its keyframes do) */
      circles: z.array(circleSchema),
      /** a video's keyframes, in frame order: each to be recorded as an image of the order */
      keyframes: z.array(recognitionKeyframeSchema).optional(),
    }),
  },
  /**
   * an image could not be recognised (e.g. IMAGE_UNREADABLE, RECOGNITION_FAILED after every
   * attempt): published by the recognition worker, recorded by counting (image and order failed)
   */
  'counting.recognition.failed': {
    version: 1,
    payload: recognitionRef.extend({ errorCode: z.string().min(1).max(100) }),
  },
  /**
   * counting changed a count order's status (every change: 5, 8 or 10 as its images' recognition
   * is recorded, 12 reviewed, 15 verified, or back below 12);
   * `revision` counts these changes per order, so a copy keeps the newest whatever the order of arrival
   */
  'counting.order.status-changed': {
    version: 1,
    payload: z.object({
      orderId: z.number().int().positive(),
      orderNo: z.string(),
      status: z.number().int(),
      revision: z.number().int().positive(),
    }),
  },
  /** a user reported that the recognition of an image was wrong: for the model's provider to look at */
  'counting.feedback.submitted': {
    version: 1,
    payload: z.object({
      tenantId: z.uuid(),
      orderId: z.number().int().positive(),
      imageId: z.number().int().positive(),
      /** the model whose result was reported; null when the image failed before any result */
      modelVersion: z.string().nullable(),
    }),
  },
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
  },
  /** an order awaiting its check (status 5) was checked (10) */
  'orders.order.checked': { version: 1, payload: orderRef },
  /** a checked order (10) was written off (15, final): its sheets stay settled */
  'orders.order.written-off': { version: 1, payload: orderRef },
  /** an order was deleted: its sheets are unsettled again */
  'orders.order.deleted': {
    version: 1,
    payload: orderRef.extend({ sheetIds: z.array(z.uuid()).min(1) }),
  },
  /**
   * a sawing order took these logs from stock (each by one order only): inventory takes them out
   * of its stock, once per event
   */
  'sawing.order.logs-taken': {
    version: 1,
    payload: sawingOrderRef.extend({ logs: z.array(sawnLogRef).min(1) }),
  },
  /** a sawing order was deleted: the logs it took (maybe none) return to stock */
  'sawing.order.deleted': {
    version: 1,
    payload: sawingOrderRef.extend({ logs: z.array(sawnLogRef) }),
  },
  /** a sawing order was closed (§4 0 → 1): the live board shows it */
  'sawing.order.closed': {
    version: 1,
    payload: sawingOrderRef.extend({ benchId: z.uuid() }),
  },
  /**
   * a closed sawing order was reopened (§7 rtd, 1 → 0; the mobile page's cancel-close): its
   * outturn leaves the statistics until it is closed again, the live board shows it open
   */
  'sawing.order.reopened': {
    version: 1,
    payload: sawingOrderRef.extend({ benchId: z.uuid() }),
  },
  /**
   * the tenant's floor links (the live board's, each bench's, the H5 page's and its sessions) were
   * revoked: only those of this generation open a page from now on, open boards are closed
   */
  'sawing.floor-links.revoked': {
    version: 1,
    payload: z.object({ generation: z.number().int().positive() }),
  },
  /**
   * billing decided that the tenant's account went into arrears (its balance fell below minus its
   * credit limit) or out of them (a recharge or a higher limit brought it back). Billing owns the
   * fact; identity keeps a copy for the user info's overdue flag (§2 arrears overlay). `revision`
   * counts the tenant's changes, so a copy keeps the newest whatever the order of arrival.
   */
  'billing.account.arrears-changed': {
    version: 1,
    payload: z.object({
      overdue: z.boolean(),
      /** cents, when it changed */
      balanceCents: z.number().int(),
      creditLimitCents: z.number().int(),
      revision: z.number().int().positive(),
    }),
  },
  /**
   * the platform operator issued a tenant's requested invoice under its number and date (the
   * tenant's invoice list shows it issued); nothing consumes it yet: a notice or an e-invoice
   * service would
   */
  'billing.invoice.issued': {
    version: 1,
    payload: z.object({
      invoiceId: z.uuid(),
      invoiceNo: z.string(),
      /** yyyy-MM-dd */
      invoiceDate: z.string(),
      amountCents: z.number().int(),
      /** the operator's user */
      decidedBy: z.uuid(),
    }),
  },
  /**
   * the platform operator rejected a tenant's requested invoice: its consumption orders
   * (movementIds) may be invoiced again
   */
  'billing.invoice.rejected': {
    version: 1,
    payload: z.object({
      invoiceId: z.uuid(),
      reason: z.string(),
      amountCents: z.number().int(),
      movementIds: z.array(z.uuid()).min(1),
      decidedBy: z.uuid(),
    }),
  },
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_CATALOGUE)[T]['payload']>;
export type DomainEvent<T extends EventType = EventType> = EventEnvelope<T, EventPayload<T>>;

/** The stream (topic) an event goes to: its bounded context, e.g. `inventory`. */
export function topicOf(type: string): string {
  const dot = type.indexOf('.');
  if (dot <= 0) {
    throw new Error(`event type must be "<context>.<entity>.<verb>", got "${type}"`);
  }
  return type.slice(0, dot);
}

/**
 * The logs of an `ingest.measurement.received` payload as columns, whichever version published it
 * (2: `readings`; 1: `logs`); refuses a payload with neither or with columns of unequal length.
 */
export function measuredLogColumnsOf(
  payload: Pick<EventPayload<'ingest.measurement.received'>, 'readings' | 'logs'>,
): MeasuredLogColumns {
  const { readings, logs } = payload;
  if (readings) {
    const count = readings.minDiameterCm.length;
    const lengths = [readings.maxDiameterCm.length, readings.lengthM.length, readings.abnormal.length];
    if (readings.picture !== null) {
      lengths.push(readings.picture.length);
    }
    if (lengths.some((length) => length !== count)) {
      throw new Error('ingest.measurement.received: its readings columns differ in length');
    }
    return readings;
  }
  if (!logs) {
    throw new Error('ingest.measurement.received: neither readings nor logs');
  }
  return {
    minDiameterCm: logs.map((log) => log.minDiameterCm),
    maxDiameterCm: logs.map((log) => log.maxDiameterCm),
    lengthM: logs.map((log) => log.lengthM),
    picture: logs.some((log) => log.picture !== null) ? logs.map((log) => log.picture) : null,
    abnormal: logs.map((log) => log.abnormal),
  };
}

export function parseEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  return EVENT_CATALOGUE[type].payload.parse(payload) as EventPayload<T>;
}

/**
 * The logs of a sheet confirmation (version 2), checked to be columns of one length, or null for
 * an event of version 1, which carries none.
 */
export function confirmedLogsOf(
  payload: Pick<EventPayload<'inventory.stock-in.confirmed'>, 'logs'>,
): ConfirmedLogColumns | null {
  // (also the logs of an `inventory.sheet-logs.confirmed` event, which always has them)
  const { logs } = payload;
  if (!logs) {
    return null;
  }
  const count = logs.woodCode.length;
  const columns: { length: number }[] = [
    logs.minDiameterCm,
    logs.maxDiameterCm,
    logs.lengthM,
    logs.diameterClass,
    logs.lengthClassM,
    logs.volumeE4,
    logs.manual,
    ...(logs.picUrl ? [logs.picUrl] : []),
  ];
  if (columns.some((column) => column.length !== count)) {
    throw new Error('a sheet confirmation: its log columns differ in length');
  }
  return logs;
}
