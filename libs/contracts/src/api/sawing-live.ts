/**
 * Sawing on the floor (spec §2 Sawing: the real-time board, the mobile bench page, the H5 saw
 * page; §2 Access; §7 Mobile, /app/sawbench/*, H5 saw; §9 board refresh 60 s, clock 1 s, H5
 * password 6 digits, check code 4 digits). The public pages are opened by signed links: no one can
 * reach another tenant's benches by changing a query parameter.
 */
import { z } from 'zod';
import { CHECK_CODE_DIGITS, CHECK_CODE_TTL_SECONDS, checkCodeSchema } from './auth';
import { dayString, listQuerySchema, readQuerySchema } from './common';
import {
  SAWING_PAGE_SIZES,
  sawingMergeSchema,
  sawingOrderCloseSchema,
  sawingSpecInputSchema,
} from './sawing';

/** §9 the board asks for its figures again every 60 s (events bring changes sooner). */
export const SAW_BOARD_REFRESH_MS = 60_000;
/** §9 the board's clock ticks every second. */
export const SAW_BOARD_CLOCK_MS = 1_000;
/** §9 the H5 saw page's password: 6 digits. */
export const H5_PASSWORD_DIGITS = 6;
/** §9 the H5 saw page's check code: 4 digits. */
export const H5_CHECK_CODE_DIGITS = CHECK_CODE_DIGITS;
/** (chosen) a check code is good for 5 minutes, once */
export const H5_CHECK_CODE_TTL_SECONDS = CHECK_CODE_TTL_SECONDS;
/** (chosen) the H5 page's login lasts 12 hours */
export const H5_SESSION_TTL_SECONDS = 12 * 3600;

/**
 * A signed link's token (a board's, a bench's, an H5 session's): `body.signature`, base64url. Its
 * form is the signature check's to judge, which answers a broken link with the link's own message.
 */
const linkTokenSchema = z.string().trim().min(1).max(2048);
/** a bench's machine number as a link names it (one longer than a bench's 20 characters names none) */
const machineNoSchema = z.string().trim().min(1).max(40);
/** §2 cusNo: the tenant's number in the links (its id). */
const cusNoSchema = z.uuid();

// ---- links (back office) ---------------------------------------------------------------------

/**
 * The signed links of a tenant's wall board, each bench's mobile page and its H5 page, of the
 * tenant's current link generation (revoking the links moves it on: every older link is refused).
 */
export const sawLinksSchema = z.object({
  /** the board's token: /sawTableOnline?cusNo=…&token=… */
  boardToken: z.string(),
  /** the tenant's number in every link */
  cusNo: z.string(),
  /** the H5 page's signature: /editJSW?cusNo=…&sign=… */
  h5Sign: z.string(),
  benches: z.array(z.object({ machineNo: z.string(), name: z.string(), sign: z.string() })),
  /** when the links were last revoked (ISO time); null when never */
  revokedAt: z.string().nullable(),
});
export type SawLinks = z.infer<typeof sawLinksSchema>;

// ---- the live board --------------------------------------------------------------------------

/** /sawTableOnline?cusNo=…&token=…: the board link names its tenant, which the token must be signed for. */
export const sawBoardQuerySchema = readQuerySchema({ cusNo: cusNoSchema, token: linkTokenSchema });
export const sawBoardTokenParamSchema = z.strictObject({ cusNo: cusNoSchema, token: linkTokenSchema });

/** One bench's figures of the day: its orders by state, the logs sawn and the boards of the closed ones. */
export const sawBenchFiguresSchema = z.object({
  machineNo: z.string(),
  name: z.string(),
  /** open orders (state 0) */
  unfinished: z.number().int(),
  /** closed orders (state 1) */
  finished: z.number().int(),
  /** the logs of its orders (merged ones in), m3 */
  logQty: z.number().int(),
  logVol: z.number(),
  /** the boards of its closed orders (counted, else their specifications'), m3 */
  woodVol: z.number(),
  /** boards over the closed orders' logs, percent with 2 decimals; null without logs */
  outturn: z.number().nullable(),
});
export type SawBenchFigures = z.infer<typeof sawBenchFiguresSchema>;

export const sawBoardSchema = z.object({
  /** the day shown (the caller's today), YYYY-MM-DD */
  date: z.string(),
  benches: z.array(sawBenchFiguresSchema),
  totals: sawBenchFiguresSchema.omit({ machineNo: true, name: true }),
});
export type SawBoard = z.infer<typeof sawBoardSchema>;

/** What one server-sent event of the board says: an order of the tenant changed. */
export const sawBoardEventSchema = z.object({
  type: z.string(),
  orderId: z.uuid(),
  benchId: z.uuid().optional(),
  occurredAt: z.string(),
});
export type SawBoardEvent = z.infer<typeof sawBoardEventSchema>;

/**
 * What the board's `revoked` event says before the stream ends: the tenant's links were revoked,
 * this board's among them (it reads its figures again and is told why it is refused).
 */
export const sawBoardRevokedSchema = z.object({
  type: z.literal('sawing.floor-links.revoked'),
  generation: z.number().int().positive(),
  occurredAt: z.string(),
});
export type SawBoardRevoked = z.infer<typeof sawBoardRevokedSchema>;

// ---- the mobile bench page (a bench's signed link) -------------------------------------------

/** §2 the bench page's query: cusNo, machineNo and the link's signature. */
const benchLinkShape = { cusNo: cusNoSchema, machineNo: machineNoSchema, sign: linkTokenSchema };

/** §7 Mobile list {cusNo, machineNo, date}: the bench's orders of a day, 50 a page. */
export const sawBenchListQuerySchema = listQuerySchema(
  { ...benchLinkShape, date: dayString.optional() },
  { defaultPageSize: SAWING_PAGE_SIZES[0], maxPageSize: SAWING_PAGE_SIZES[SAWING_PAGE_SIZES.length - 1] },
);
export const sawBenchSpecsQuerySchema = readQuerySchema({ ...benchLinkShape, id: z.uuid() });
/** §7 save closing {id, specsArr} */
export const sawBenchCloseSchema = sawingOrderCloseSchema.extend(benchLinkShape);
/** (chosen) an open order's specifications edited on the phone */
export const sawBenchEditSchema = z.strictObject({
  ...benchLinkShape,
  id: z.uuid(),
  specsArr: z.array(sawingSpecInputSchema).min(1).max(50),
});
export const sawBenchMergeSchema = sawingMergeSchema.extend(benchLinkShape);
export const sawBenchOrderSchema = z.strictObject({ ...benchLinkShape, orderid: z.uuid() });
/**
 * (chosen) §4 "mobile manage mode is blocked while any order is being edited": the detail page
 * marks the order it edits (editing true, renewed while it stays open; false when it leaves).
 */
export const sawBenchEditingSchema = z.strictObject({
  ...benchLinkShape,
  id: z.uuid(),
  editing: z.boolean(),
});
/** (chosen) §4 entering manage mode on the bench's page: refused while one of its orders is being edited. */
export const sawBenchManageSchema = z.strictObject(benchLinkShape);
/** How long a mark of an order being edited lasts unless renewed (the page renews it every 20 s). */
export const SAW_EDITING_TTL_SECONDS = 60;

// ---- /app/sawbench/* (the mobile app, an app token) ------------------------------------------

export const appSawbenchListSchema = listQuerySchema(
  { machineNo: machineNoSchema, date: dayString.optional() },
  { defaultPageSize: SAWING_PAGE_SIZES[0], maxPageSize: SAWING_PAGE_SIZES[SAWING_PAGE_SIZES.length - 1] },
);
export const appSawbenchCloseSchema = sawingOrderCloseSchema.extend({ machineNo: machineNoSchema });
export const appSawbenchMergeSchema = sawingMergeSchema.extend({ machineNo: machineNoSchema });
export const appSawbenchOrderSchema = z.strictObject({ machineNo: machineNoSchema, orderid: z.uuid() });

/** exactly `digits` digits, refused with a message that says so (§9 H5 password, check code) */
const digitsSchema = (digits: number) =>
  z.string().refine((value) => new RegExp(`^\\d{${digits}}$`).test(value), {
    params: { messageId: 'server.validation.digits', digits },
  });
const h5PasswordSchema = digitsSchema(H5_PASSWORD_DIGITS);
/** §7 set password by cusNo, pwd (the app user's own tenant) */
export const appSawbenchSetupPwdSchema = z.strictObject({ pwd: h5PasswordSchema });
/** (chosen) the back office sets or resets the tenant's H5 page password (the benches tab) */
export const h5PasswordResetSchema = z.strictObject({ pwd: h5PasswordSchema });
/** (chosen) whether the tenant's H5 page has a password, and who set it when (never the password) */
export const h5PasswordStateSchema = z.object({
  set: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type H5PasswordState = z.infer<typeof h5PasswordStateSchema>;

// ---- the H5 saw page (its password) ----------------------------------------------------------

/** /editJSW?cusNo=…&sign=…: the H5 page's signed link, sent with every call of its gate. */
const h5LinkShape = { cusNo: cusNoSchema, sign: linkTokenSchema };
export const h5CheckCodeRequestSchema = z.strictObject(h5LinkShape);
/** the H5 gate's check code: a picture of its 4 digits and its challenge id (as a login's) */
export const h5CheckCodeSchema = checkCodeSchema;
export type H5CheckCode = z.infer<typeof h5CheckCodeSchema>;
const checkCodeShape = {
  challengeId: z.uuid(),
  checkCode: digitsSchema(H5_CHECK_CODE_DIGITS),
};
export const h5LoginSchema = z.strictObject({ ...h5LinkShape, pwd: h5PasswordSchema, ...checkCodeShape });
export const h5SessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type H5Session = z.infer<typeof h5SessionSchema>;
export const h5SetPasswordSchema = z.strictObject({
  ...h5LinkShape,
  oldPwd: h5PasswordSchema,
  pwd: h5PasswordSchema,
  ...checkCodeShape,
});
/** §7 H5 saw: list by cusNo, machineNum, cuttingDate: the machines' finished and unfinished orders of a day */
export const h5SawListQuerySchema = readQuerySchema({
  token: linkTokenSchema,
  cuttingDate: dayString.optional(),
  machineNum: machineNoSchema.optional(),
});
export const h5SawListSchema = sawBoardSchema;
