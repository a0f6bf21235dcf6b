/** Orders: settling confirmed stock-in and stock-out sheets (spec §2 Orders, §3 Order, §4 Orders, §7 Orders). */
import { z } from 'zod';
import { LOOKUP_PAGE_SIZE } from '../envelope';
import { dayString, listQuerySchema, pageResultSchema, readQuerySchema } from './common';
import { detailImagesSchema } from './sheet-detail';
import { diameterCategorySchema } from './sheets';

/** §3 Order orderType: 1 inbound (settles stock-in sheets), 2 outbound (settles stock-out sheets). */
export const ORDER_TYPE = { IN: 1, OUT: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const orderTypeSchema = z.union([z.literal(1), z.literal(2)]);

/**
 * §4 Orders: 5 awaiting its check, 10 checked; (chosen) 15 written off (§3 "written off", §7
 * /order/verification/{id}): a checked order closed for good, which nothing edits or deletes.
 */
export const ORDER_STATUS = { AWAITING_CHECK: 5, CHECKED: 10, WRITTEN_OFF: 15 } as const;
export const orderStatusSchema = z.union([z.literal(5), z.literal(10), z.literal(15)]);

/** §3 Wood grade: 1 common, 2 semi-fine, 3 fine. */
export const woodGradeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** At most this many sheets settle in one order (a list of SPUs in one request). */
export const ORDER_MAX_SHEETS = 500;

/** An SPU: IN20261122-0007, OUT20261122-0003 (inventory's sheet numbers). */
const spuSchema = z.string().min(1).max(40);

/**
 * §7 `spus` comma list: the SPUs of the sheets to settle, each once (repeats are one), in the
 * order given.
 */
export const spuListSchema = z
  .string()
  .trim()
  .min(1)
  .max(ORDER_MAX_SHEETS * 41)
  .transform((list) => [
    ...new Set(
      list
        .split(',')
        .map((spu) => spu.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(spuSchema).min(1).max(ORDER_MAX_SHEETS));

/**
 * §7 /order/save {orderType, tradePartnerId, spus}: one order settling the sheets named, all of
 * them the customer's, confirmed, of the order's kind and not settled yet; each sheet is settled
 * by one order only, however many clerks submit it at once. (chosen) orderDate, the caller's day
 * when absent; woodGrade (§3).
 */
export const orderSaveSchema = z.strictObject({
  orderType: orderTypeSchema,
  tradePartnerId: z.uuid(),
  spus: spuListSchema,
  orderDate: dayString.optional(),
  woodGrade: woodGradeSchema.optional(),
});
export type OrderSave = z.infer<typeof orderSaveSchema>;

export const orderSavedSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  status: z.number().int(),
});
export type OrderSaved = z.infer<typeof orderSavedSchema>;

/** The filters of the order list, shared by the list and its workbooks (§2 Orders). */
const orderFilters = {
  orderType: orderTypeSchema.default(1),
  customerId: z.uuid().optional(),
  customerName: z.string().trim().max(50).optional().describe('part of the customer name'),
  orderNo: z.string().trim().max(40).optional().describe('part of the order number or of one of its SPUs'),
  status: orderStatusSchema.optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
};
export const orderListQuerySchema = listQuerySchema(orderFilters);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/** The list's workbooks: the same filters, without paging. */
export const orderExportQuerySchema = readQuerySchema(orderFilters);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** §3 Order diaClassificationList: the order's logs by diameter class. */
export const diaClassificationSchema = z.object({
  dia: z.number().int().describe('diameter class in cm'),
  qty: z.number().int(),
  vol: z.number().describe('m3, 3 decimals'),
});
export type DiaClassification = z.infer<typeof diaClassificationSchema>;

/** §3 Order (list), the columns of §2 Orders. Volumes in m3 (3 decimals). */
export const orderRowSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  spus: z.string().describe('the SPUs of the sheets it settles, comma list'),
  orderDate: z.string().describe('yyyy-MM-dd'),
  orderType: z.number().int(),
  customerId: z.string(),
  customerName: z.string(),
  tradePartner: z.string().describe('the customer name, as on a sheet'),
  vavNum: z.string().describe('the transport numbers of its sheets, comma list'),
  woodKind: z.string().describe('the wood kinds of its sheets, comma list'),
  woodLength: z.string().describe('the length classes of its logs in m, comma list'),
  quantity: z.number().int(),
  volume: z.number(),
  woodGrade: z.number().int().nullable(),
  status: z.number().int(),
  statusDesc: z.string().describe("the status in the caller's language"),
  createTime: z.string(),
  creator: z.string(),
  checkTime: z.string().nullable(),
  checker: z.string().nullable(),
  diaClassificationList: z.array(diaClassificationSchema),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** A confirmed sheet as orders knows it: the unsettled items of §2, and the SPUs of an order. */
export const orderSheetSchema = z.object({
  id: z.uuid().describe("the sheet's id (inventory's)"),
  spu: z.string(),
  orderType: z.number().int().describe('1 a stock-in sheet, 2 a stock-out sheet'),
  customerId: z.string(),
  customerName: z.string(),
  woodKindId: z.string(),
  woodKind: z.string(),
  storageBinId: z.string(),
  storageBin: z.string(),
  transportNum: z.string(),
  standardType: z.string(),
  storageDate: z.string().describe("the sheet's day, yyyy-MM-dd"),
  quantity: z.number().int(),
  volume: z.number(),
  avgDiameter: z.number().describe('mean diameter class, 1 decimal'),
  woodSpecs: z.string().describe('the length classes of its logs in m, comma list'),
  confirmTime: z.string(),
  orderId: z.string().nullable().describe('the order settling it; null while unsettled'),
});
export type OrderSheet = z.infer<typeof orderSheetSchema>;

/**
 * (chosen) /order/unsettled, §2 order creation ("unconfirmed items": customerId, orderType,
 * createTimeFrom, createTimeTo): confirmed sheets of the kind not settled by an order yet, most
 * recently confirmed first; the days filter the confirmation, in the caller's time zone. 10 a page (§9).
 */
export const unsettledQuerySchema = listQuerySchema(
  {
    orderType: orderTypeSchema.default(1),
    customerId: z.uuid().optional(),
    spu: z.string().trim().max(40).optional().describe('part of the SPU'),
    createTimeFrom: dayString.optional(),
    createTimeTo: dayString.optional(),
  },
  { defaultPageSize: 10 },
);
export type UnsettledQuery = z.infer<typeof unsettledQuerySchema>;

/** §7 /order/listSpu {id}: the sheets an order settles, in SPU order. */
export const orderSpuQuerySchema = listQuerySchema({ id: z.uuid() });
export type OrderSpuQuery = z.infer<typeof orderSpuQuerySchema>;

/** An order's diameter data detail (§2 Diameter data detail, type orderIn or orderOut): by id. */
export const orderByIdQuerySchema = readQuerySchema({ id: z.uuid() });

/**
 * §7 /order/wood/getDiaCategory {id}: the order's logs by diameter class and length, with the
 * range groups and totals, each log under its own sheet's standard (`standard` names them, comma
 * list). Logs their standard cannot measure are counted apart (unmeasured).
 */
export const orderDiameterCategorySchema = diameterCategorySchema;
export type OrderDiameterCategory = z.infer<typeof orderDiameterCategorySchema>;

/** The wood detail dialog shows 10 logs a page (§9). */
export const ORDER_WOOD_PAGE_SIZE = 10;

/** §7 /order/wood/page: the order's logs, paged; `dia` and `length` keep one row of the diameter table. */
export const orderWoodQuerySchema = listQuerySchema(
  {
    id: z.uuid(),
    dia: z.number().int().min(1).max(300).optional().describe('diameter class in cm'),
    length: z.number().positive().max(15).optional().describe('length class in m'),
  },
  { defaultPageSize: ORDER_WOOD_PAGE_SIZE, maxPageSize: 1000 },
);
export type OrderWoodQuery = z.infer<typeof orderWoodQuerySchema>;

/** §3 Log in an order: woodKind, woodSpecs (length), diameter, volume; with its readings and sheet. */
export const orderWoodSchema = z.object({
  id: z.string().describe('the sheet id and the log\'s place on it, "sheet:n"'),
  spu: z.string(),
  woodKind: z.string(),
  woodCode: z.string(),
  minDiameter: z.number().describe('cm'),
  maxDiameter: z.number().describe('cm'),
  woodSpecs: z.number().describe('the measured length in m'),
  diameter: z
    .number()
    .int()
    .nullable()
    .describe('diameter class in cm; null where the standard cannot measure the log'),
  lengthClass: z.number().nullable().describe('length class in m'),
  volume: z.number().nullable().describe('m3, as the standard tabulates it (up to 4 decimals)'),
  isManual: z.boolean(),
  ossUrl: z.string().describe('the picture the log was measured on; empty when none'),
});
export type OrderWood = z.infer<typeof orderWoodSchema>;

/** (chosen) /order/wood/images {id}: the distinct pictures of the order's logs. */
export const orderImagesSchema = detailImagesSchema;

/** §7 /cus/listData: the customers an order can be for (orders' copy of inventory's customers). */
export const orderCustomerQuerySchema = listQuerySchema({
  customerName: z.string().trim().max(50).optional().describe('part of the name'),
});
export const orderCustomerSchema = z.object({ id: z.uuid(), customerName: z.string() });
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

// ---- share links (§2 Shared order page) ---------------------------------------------------------

/** At most this many orders, or sheets, behind one share link. */
export const SHARE_MAX_ORDERS = 50;

/** What a share link shows: orders (order ids) or confirmed stock-in / stock-out sheets (their SPUs). */
export const SHARE_KINDS = ['order', 'sheet'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/**
 * (chosen) /order/share/create: a link to the public share page (/shareOrder) for these orders of
 * the tenant (`ids`), or for these confirmed sheets of the tenant (`spus`, the stock-in and
 * stock-out lists' share mode), exactly one of the two. The token it carries is signed (it names
 * the tenant, what it shows, its id and its expiry, so none of them can be changed or guessed),
 * expires (7 days unless told) and can be revoked.
 */
export const shareCreateSchema = z
  .strictObject({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(SHARE_MAX_ORDERS)
      .transform((ids) => [...new Set(ids)])
      .optional()
      .describe('the orders shown (or spus)'),
    spus: z
      .array(spuSchema)
      .min(1)
      .max(SHARE_MAX_ORDERS)
      .transform((spus) => [...new Set(spus)])
      .optional()
      .describe('the confirmed sheets shown, by SPU (or ids)'),
    expiresInHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
  })
  .refine((body) => (body.ids === undefined) !== (body.spus === undefined), {
    path: ['ids'],
    error: 'invalid',
  });
export type ShareCreate = z.infer<typeof shareCreateSchema>;

export const shareCreatedSchema = z.object({
  token: z.string(),
  tokenId: z.uuid(),
  expiresAt: z.string(),
  /** the web app's public page with the token: {origin}{path} (the web app adds &lang=) */
  path: z.string(),
});
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** (chosen) /order/share/revoke: by the token's id (the share list) or by the token itself, one of them. */
export const shareRevokeSchema = z
  .strictObject({
    tokenId: z.uuid().optional(),
    token: z.string().trim().min(1).max(4096).optional(),
  })
  .refine((body) => (body.tokenId === undefined) !== (body.token === undefined), {
    path: ['tokenId'],
    error: 'invalid',
  });
export type ShareRevoke = z.infer<typeof shareRevokeSchema>;

/** (chosen) /order/share/list: the tenant's share links, newest first. */
export const shareListQuerySchema = listQuerySchema();
export const shareLinkSchema = z.object({
  tokenId: z.uuid(),
  kind: z.enum(SHARE_KINDS),
  orderNos: z.string().describe("comma list: the orders' numbers, or a sheet link's SPUs"),
  createTime: z.string(),
  creator: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The share link's token: what /shareOrder carries instead of §7's guessable `id` list of SPUs. */
const shareTokenSchema = z.string().trim().min(1).max(4096);

/**
 * §7 /order/business {businessNO, page, pageSize, lang}, public: the orders a share link names,
 * verified on every call (signature, expiry, revocation, tenant). The link's token replaces §7's
 * businessNO, which named the orders themselves. The language is the request's (`lang` header).
 */
export const shareQuerySchema = listQuerySchema(
  { token: shareTokenSchema },
  { defaultPageSize: 20, maxPageSize: LOOKUP_PAGE_SIZE },
);
export type ShareQuery = z.infer<typeof shareQuerySchema>;

/** §3 Order summary (share), one per order (or per sheet of a sheet link), with its diameter table (diaCategory). */
export const sharedOrderSchema = z.object({
  orderNo: z.string().describe("the order's number; a sheet link's record: the sheet's SPU"),
  title: z
    .string()
    .describe("inbound or outbound order (or stock-in / stock-out sheet), in the caller's language"),
  orderDate: z.string(),
  shipper: z
    .string()
    .nullable()
    .describe(
      "the customer of an inbound order, the tenant's name on an outbound one (null: a link made before links kept it)",
    ),
  consignee: z
    .string()
    .nullable()
    .describe(
      "the customer of an outbound order, the tenant's name on an inbound one (null: a link made before links kept it)",
    ),
  totalQty: z.number().int(),
  totalVol: z.number(),
  kind: z.string().describe('wood kinds, comma list'),
  transportNum: z.string().describe('comma list'),
  spus: z.string(),
  diaCategory: z.array(
    z.object({ dia: z.number(), length: z.number(), qty: z.number().int(), vol: z.number() }),
  ),
});
export type SharedOrder = z.infer<typeof sharedOrderSchema>;

export const sharePageSchema = pageResultSchema(sharedOrderSchema).extend({
  expiresAt: z.string(),
  kind: z
    .enum(SHARE_KINDS)
    .describe('what the link shows: orders, or sheets (each record a sheet, its SPU as orderNo)'),
});
export type SharePage = z.infer<typeof sharePageSchema>;

/** §7 /order/business/img {businessNO, lang}, public: the pictures of the shared orders' logs. */
export const shareImagesQuerySchema = readQuerySchema({ token: shareTokenSchema });
export const shareImagesSchema = detailImagesSchema;
