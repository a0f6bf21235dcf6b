/** Sawing: benches, sawing orders, their specifications and logs (spec §2 Sawing, §3, §4, §5, §7 Sawing and cutting). */
import { z } from 'zod';
import { dayString, listQuerySchema, readQuerySchema } from './common';

/** §4 Sawing order state: 0 open, 1 closed, 2 merged into another order, 3 deleted. */
export const SAWING_STATE = { OPEN: 0, CLOSED: 1, MERGED: 2, DELETED: 3 } as const;
export type SawingState = (typeof SAWING_STATE)[keyof typeof SAWING_STATE];

/** §9 sawing order page: 50 a page by default, 50, 100 or 150. */
export const SAWING_PAGE_SIZES = [50, 100, 150] as const;
/** §9 the logs of an order dialog: 10 a page. */
export const SAWING_LOG_PAGE_SIZE = 10;
/** (chosen) an order has at most this many specifications, and takes at most this many logs a call */
export const SAWING_MAX_SPECS = 50;
export const SAWING_MAX_LOGS_PER_CALL = 1000;
/** (chosen) a board is at most this wide or thick, in mm */
export const SAWING_MAX_BOARD_MM = 1000;

/** A number with at most `decimals` decimals (§5: volumes 3, prices 2). */
const decimalsAtMost = (decimals: number) => (value: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;
/** A volume in m3, 3 decimals at most. */
const volumeM3Schema = z.number().min(0).max(100_000).refine(decimalsAtMost(3), { error: 'invalid' });
/** A price in yuan per m3, 2 decimals at most (kept in cents). */
const priceSchema = z.number().min(0).max(10_000_000).refine(decimalsAtMost(2), { error: 'invalid' });

// ---- benches ---------------------------------------------------------------------------------

export const benchSchema = z.object({
  id: z.uuid(),
  machineNo: z.string(),
  name: z.string(),
  createTime: z.string(),
});
export type Bench = z.infer<typeof benchSchema>;

/** (chosen) add a bench (no id) or rename one: its machine number and name, both trimmed. */
export const benchSaveSchema = z.strictObject({
  id: z.uuid().optional(),
  machineNo: z.string().trim().min(1).max(20),
  name: z.string().trim().min(1).max(40),
});
export type BenchSave = z.infer<typeof benchSaveSchema>;

// ---- sawing orders -------------------------------------------------------------------------

/**
 * §7 specsArr entry: L length in m, W width and H thickness in mm, B piece count, lastBlocks the
 * last-log diameter class, woodGrade 1 common, 2 semi-fine, 3 fine. Sizes may come empty (null):
 * the service answers 'spec N parameters incomplete' (§5) naming the spec.
 */
export const sawingSpecInputSchema = z.strictObject({
  id: z.uuid().optional(),
  L: z.number().nullable().optional(),
  W: z.number().int().nullable().optional(),
  H: z.number().int().nullable().optional(),
  B: z.number().int().nullable().optional(),
  lastBlocks: z.number().int().min(0).max(9999).default(0),
  woodGrade: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
});
export type SawingSpecInput = z.infer<typeof sawingSpecInputSchema>;

const specsArrSchema = z.array(sawingSpecInputSchema).min(1).max(SAWING_MAX_SPECS);

/** §7 Save order {id, machineId, cuttingDate, specsArr}: a new open order (no id) or an open one edited. */
export const sawingOrderSaveSchema = z.strictObject({
  id: z.uuid().optional(),
  machineId: z.uuid(),
  cuttingDate: dayString,
  specsArr: specsArrSchema,
});
export type SawingOrderSave = z.infer<typeof sawingOrderSaveSchema>;

/**
 * (chosen) Close an open order (§4 0 → 1), saving its specification list (§4 "closing saves the
 * spec list", the mobile save closing {id, specsArr}) and, optionally, the board volume counted
 * (woodVol, m3 with up to 3 decimals): its actual outturn.
 */
export const sawingOrderCloseSchema = z.strictObject({
  id: z.uuid(),
  specsArr: specsArrSchema.optional(),
  woodVol: volumeM3Schema.optional(),
});
export type SawingOrderClose = z.infer<typeof sawingOrderCloseSchema>;

/** §7 merge by orderids, a comma list: two or more open orders of one machine. */
export const sawingMergeSchema = z.strictObject({
  orderids: z
    .string()
    .trim()
    .min(1)
    .max(100 * 37)
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).min(2).max(100)),
});
export type SawingMerge = z.infer<typeof sawingMergeSchema>;

/** §7 delete, restore and split-restore by orderid. */
export const sawingOrderIdSchema = z.strictObject({ orderid: z.uuid() });

/** §7 order page {page, pageSize (default 50), searchDate, machineNum}. */
export const sawingOrderListQuerySchema = listQuerySchema(
  { searchDate: dayString.optional(), machineNum: z.string().max(20).optional() },
  { defaultPageSize: SAWING_PAGE_SIZES[0], maxPageSize: SAWING_PAGE_SIZES[SAWING_PAGE_SIZES.length - 1] },
);

export const sawingSpecSchema = z.object({
  id: z.uuid(),
  /** m */
  woodLength: z.number(),
  /** thickness*width in mm */
  woodSpecs: z.string(),
  thickness: z.number().int(),
  width: z.number().int(),
  woodBlocks: z.number().int(),
  lastBlocks: z.number().int(),
  woodGrade: z.number().int(),
});
export type SawingSpec = z.infer<typeof sawingSpecSchema>;

/** §3 Sawing order, volumes in m3 with 3 decimals, outturns in percent with 2 (null without logs). */
export const sawingOrderRowSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  woodCuttingMachineId: z.uuid(),
  machineNum: z.string(),
  machineName: z.string(),
  cuttingDate: z.string(),
  createTime: z.string(),
  /** the first specification's thickness*width */
  woodSpecs: z.string(),
  /** the wood kinds of its logs, comma list */
  category: z.string(),
  woodGrade: z.number().int(),
  length: z.number(),
  logQty: z.number().int(),
  logVol: z.number(),
  woodVol: z.number().nullable(),
  woodSysVol: z.number(),
  manualOutturn: z.number().nullable(),
  sysOutturn: z.number().nullable(),
  state: z.number().int(),
  /** the order it is merged into (state 2) */
  mergedInto: z.uuid().nullable(),
  /** the orders merged into it, each restorable (split) on its own */
  mergeOrders: z.array(
    z.object({ id: z.uuid(), orderNo: z.string(), logQty: z.number().int(), logVol: z.number() }),
  ),
});
export type SawingOrderRow = z.infer<typeof sawingOrderRowSchema>;

export const sawingOrderSavedSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  state: z.number().int(),
});
export type SawingOrderSaved = z.infer<typeof sawingOrderSavedSchema>;

// ---- logs --------------------------------------------------------------------------------------

/** A log as inventory keys it: its stock-in sheet and wood code. */
export const stockLogRefSchema = z.strictObject({ sheetId: z.uuid(), woodCode: z.string().min(1).max(40) });
export type StockLogRef = z.infer<typeof stockLogRefSchema>;

/** (chosen) enter processed logs: the logs in stock an open order saws, each taken by one order only. */
export const sawingTakeLogsSchema = z.strictObject({
  id: z.uuid(),
  logs: z.array(stockLogRefSchema).min(1).max(SAWING_MAX_LOGS_PER_CALL),
});
export type SawingTakeLogs = z.infer<typeof sawingTakeLogsSchema>;

/** §3 Log in an order: woodKind, woodSpecs (length), diameter, volume; with its stock key. */
export const sawingLogSchema = z.object({
  sheetId: z.uuid(),
  /** the number of the sheet it came from: codes restart on every sheet (null: kept before it was) */
  sheetNo: z.string().nullable(),
  woodCode: z.string(),
  woodKind: z.string(),
  woodKindId: z.uuid(),
  woodSpecs: z.number(),
  diameter: z.number().nullable(),
  volume: z.number(),
});
export type SawingLog = z.infer<typeof sawingLogSchema>;

/** (chosen) the logs in stock no order has taken, oldest first: filter by wood kind. */
export const stockLogListQuerySchema = listQuerySchema({ woodKindId: z.uuid().optional() });

/** §7 logs of an order {id, page, pageSize 10}; the machine number is in the path. */
export const sawingOrderLogsQuerySchema = listQuerySchema(
  { id: z.uuid() },
  { defaultPageSize: SAWING_LOG_PAGE_SIZE },
);

export const machineNumParamSchema = z.strictObject({ machineNum: z.string().min(1).max(20) });

/** The benches of the tenant, for the selects (§7 /cutting/machine/listAll). */
export const benchListQuerySchema = readQuerySchema({});

// ---- statistics (§2 statistics tab) -----------------------------------------------------------

/**
 * §7 ranking and pie {kind, startDate, endDate}: the closed orders whose cutting day is in the
 * range (the caller's today when absent), their logs of one wood kind when `kind` is sent.
 * (chosen) orderBy: the ranking by outturn (default) or by log volume, highest first.
 */
export const sawingStatsQuerySchema = readQuerySchema({
  kind: z.uuid().optional(),
  startDate: dayString.optional(),
  endDate: dayString.optional(),
  orderBy: z.enum(['outturn', 'vol']).default('outturn'),
});
export type SawingStatsQuery = z.infer<typeof sawingStatsQuerySchema>;

/** §3 Ranking row: volumes in m3 (3 decimals), outturn in percent (2), mean diameter class (1). */
export const benchRankSchema = z.object({
  rank: z.number().int(),
  benchId: z.uuid(),
  benchNo: z.string(),
  benchName: z.string(),
  outturn: z.number().nullable(),
  vol: z.number(),
  woodVol: z.number(),
  avgDia: z.number(),
});
export type BenchRank = z.infer<typeof benchRankSchema>;

/**
 * §3 Totals and the ranking. logProcessingTotalVol: the logs of the closed orders (processed);
 * logTotalVol: (chosen) the logs of every order of the range, open ones included; avgOutturn the
 * boards over the processed logs; avgDia their mean diameter class.
 */
export const sawingRankingSchema = z.object({
  logProcessingTotalVol: z.number(),
  logTotalVol: z.number(),
  avgOutturn: z.number().nullable(),
  avgDia: z.number(),
  ranking: z.array(benchRankSchema),
});
export type SawingRanking = z.infer<typeof sawingRankingSchema>;

/** §3 Pie data: the volume share by variety, of the logs (dim log) and of the boards (dim board). */
export const volumeShareSchema = z.array(
  z.object({ dim: z.enum(['log', 'board']), name: z.array(z.string()), value: z.array(z.number()) }),
);
export type VolumeShare = z.infer<typeof volumeShareSchema>;

/** The wood kinds sawing orders have taken logs of (the statistics tab's wood-kind filter). */
export const logCategorySchema = z.array(z.object({ id: z.uuid(), name: z.string() }));
export type LogCategory = z.infer<typeof logCategorySchema>[number];

// ---- manual bench (§2 manual bench tab) and processing prices ------------------------------------

/** §3 Manual bench record: a day's logs of one kind sawn by hand, and their boards. */
export const manualBenchRecordSchema = z.object({
  id: z.uuid(),
  cuttingDate: z.string(),
  logKindId: z.uuid(),
  logKind: z.string(),
  logVol: z.number(),
  woodVol: z.number(),
  outturn: z.number().nullable(),
});
export type ManualBenchRecord = z.infer<typeof manualBenchRecordSchema>;

/** §7 manual bench list by cuttingDate (the caller's today when absent). */
export const manualBenchListQuerySchema = listQuerySchema({ cuttingDate: dayString.optional() });

const manualBenchFields = {
  cuttingDate: dayString,
  logKindId: z.uuid(),
  logVol: volumeM3Schema.refine((value) => value > 0, { error: 'invalid' }),
  woodVol: volumeM3Schema,
};
/** §7 manual bench create {cuttingDate, logKindId, logVol, woodVol} (3 decimals, §5). */
export const manualBenchCreateSchema = z.strictObject(manualBenchFields);
/** §7 manual bench update, by id. */
export const manualBenchUpdateSchema = z.strictObject({ id: z.uuid(), ...manualBenchFields });
/** §7 manual bench delete by id. */
export const manualBenchDeleteSchema = z.strictObject({ id: z.uuid() });
export type ManualBenchUpdate = z.infer<typeof manualBenchUpdateSchema>;

/** §3 Processing price of a day: the processing unit price and each kind's log volume and price. */
export const processingPriceSchema = z.object({
  processingDate: z.string(),
  processingUnitPrice: z.number().nullable(),
  /** whether the day's prices were saved (else the kinds sawn that day, without prices) */
  saved: z.boolean(),
  logProcessing: z.array(
    z.object({
      kindId: z.uuid(),
      kindName: z.string(),
      logVol: z.number().nullable(),
      logUnitPrice: z.number().nullable(),
    }),
  ),
});
export type ProcessingPrice = z.infer<typeof processingPriceSchema>;

/** §7 price load by processingDate. */
export const processingPriceQuerySchema = readQuerySchema({ processingDate: dayString });

/**
 * §7 price save: the day's processing unit price and, per kind, the log volume and its price
 * (prices 2 decimals, volumes 3; a kind with one and not the other is refused naming it, §5).
 */
export const processingPriceSaveSchema = z.strictObject({
  processingDate: dayString,
  processingUnitPrice: priceSchema.nullable().optional(),
  logProcessing: z
    .array(
      z.strictObject({
        kindId: z.uuid(),
        logVol: volumeM3Schema.nullable().optional(),
        logUnitPrice: priceSchema.nullable().optional(),
      }),
    )
    .max(200),
});
export type ProcessingPriceSave = z.infer<typeof processingPriceSaveSchema>;
