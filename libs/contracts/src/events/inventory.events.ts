import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

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
 * events of version 1 (published before), so a consumer reads both. A stock-in's and a
 * stock-out's confirmation have this shape, each under its own type.
 */
const sheetConfirmedPayload = () =>
  z.object({
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

/** A master-data row that devices may name in a measurement sheet (ingest keeps a copy). */
const referenceKind = z.enum(['woodKind', 'location', 'customer']);

/** The events inventory publishes: its sheets, stock, counts and master data. */
export const INVENTORY_EVENTS = {
  'inventory.operation.performed': operationPerformed('inventory'),
  'inventory.wood-kind.created': {
    version: 1,
    payload: z.object({
      woodKindId: z.uuid(),
      woodKindName: z.string(),
      actorId: z.uuid(),
      actorName: z.string(),
      ip: z.string(),
    }),
    publisher: 'inventory',
    key: 'wood kind id',
  },
  /** a stock-in sheet was confirmed: its logs entered the stock */
  'inventory.stock-in.confirmed': {
    version: 2,
    payload: sheetConfirmedPayload(),
    publisher: 'inventory',
    key: 'sheet id',
  },
  /** a stock-out sheet was confirmed: its logs left the stock */
  'inventory.stock-out.confirmed': {
    version: 2,
    payload: sheetConfirmedPayload(),
    publisher: 'inventory',
    key: 'sheet id',
  },
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
    publisher: 'inventory',
    key: 'sheet id',
  },
  /**
   * a stock-count plan was finished (§4 5 → 10) with these stock adjustments written (the lines
   * whose count differs); inventory's consumer applies them to the stock once (ids only: it
   * reloads the adjustments)
   */
  'inventory.stock-count.finished': {
    version: 1,
    payload: z.object({ planId: z.uuid(), checkListNo: z.string(), adjustments: z.number().int().min(0) }),
    publisher: 'inventory',
    key: 'plan id',
  },
  /** a wood kind, location or customer was added or renamed (ingest validates device sheets against them) */
  'inventory.reference.saved': {
    version: 1,
    payload: z.object({ kind: referenceKind, id: z.uuid(), name: z.string() }),
    publisher: 'inventory',
    key: 'the row id',
  },
  'inventory.reference.deleted': {
    version: 1,
    payload: z.object({ kind: referenceKind, id: z.uuid() }),
    publisher: 'inventory',
    key: 'the row id',
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
    publisher: 'inventory',
    key: 'stock row id',
  },
} as const satisfies ContextEvents<'inventory'>;

/**
 * The logs of a sheet confirmation (version 2), checked to be columns of one length, or null for
 * an event of version 1, which carries none (also the logs of an `inventory.sheet-logs.confirmed`
 * event, which always has them).
 */
export function confirmedLogsOf(payload: {
  logs?: ConfirmedLogColumns | undefined;
}): ConfirmedLogColumns | null {
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
