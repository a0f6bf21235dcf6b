import { z } from 'zod';
import { pageResultSchema } from '../api/common';
import { sawingOrderRowSchema, sawingOrderSavedSchema, sawingSpecSchema } from '../api/sawing';
import {
  appSawbenchCloseSchema,
  appSawbenchListSchema,
  appSawbenchMergeSchema,
  appSawbenchOrderSchema,
  appSawbenchSetupPwdSchema,
  h5CheckCodeRequestSchema,
  h5CheckCodeSchema,
  h5LoginSchema,
  h5PasswordResetSchema,
  h5PasswordStateSchema,
  h5SawListQuerySchema,
  h5SawListSchema,
  h5SessionSchema,
  h5SetPasswordSchema,
  SAW_EDITING_TTL_SECONDS,
  sawBenchCloseSchema,
  sawBenchEditingSchema,
  sawBenchEditSchema,
  sawBenchListQuerySchema,
  sawBenchManageSchema,
  sawBenchMergeSchema,
  sawBenchOrderSchema,
  sawBenchSpecsQuerySchema,
  sawBoardQuerySchema,
  sawBoardSchema,
  sawBoardTokenParamSchema,
  sawLinksSchema,
} from '../api/sawing-live';
import { type ApiRoute } from './api-route';

/** The public pages' routes: no login, the signed link (or the H5 session) in the body checked on every call. */
const open = { tag: 'sawing-live', upstream: 'sawing', public: true } as const;
/** The mobile app's routes: an app token of the tenant. */
const app = { tag: 'sawing-live', upstream: 'sawing', app: true } as const;

const BENCH_LINK =
  'The bench’s signed link (cusNo, machineNo, sign) is checked on every call: altered, of another tenant or of a bench no longer there 402730; revoked 402735; an order of another bench 402731';
const H5_LINK =
  'The H5 page’s signed link (cusNo, sign) is checked first: altered or of another tenant 402730, revoked 402735';

/**
 * Sawing on the floor (spec §2 Sawing and Access, §4 Sawing order state, §7 Mobile, /app/sawbench/*,
 * H5 saw; §9): the wall board (/sawTableOnline), the mobile bench page (/sawList, /sawDetail), the
 * mobile app's /app/sawbench/* and the H5 saw page (/editJSW). Served by apps/sawing.
 */
export const SAWING_LIVE_ROUTES = {
  sawLinkSummary: {
    tag: 'sawing-live',
    upstream: 'sawing',
    permission: 'stock/sawTable',
    method: 'POST',
    path: '/cutting/board/links',
    summary:
      '(chosen) The signed links of the tenant’s floor pages: the wall board’s token (/sawTableOnline?cusNo=…&token=…), each live bench’s mobile page signature (/sawList?cusNo=…&machineNo=…&name=…&sign=…) and the H5 page’s (/editJSW?cusNo=…&sign=…). A signature names the tenant (and the bench) and the tenant’s link generation under the server’s secret: it can be neither guessed nor moved to another tenant, and ends when the links are revoked',
    data: sawLinksSchema,
    reads: true,
  },
  sawLinkRevoke: {
    tag: 'sawing-live',
    upstream: 'sawing',
    permission: 'stock/sawTable',
    method: 'POST',
    path: '/cutting/board/revoke',
    summary:
      '(chosen) Revoke the tenant’s floor links: its link generation moves on (sawing.floor-links.revoked), so every board, bench and H5 link and H5 session signed before is refused with 402735 (“this link was revoked, ask the office for a new one”) and open boards’ event streams are told and closed; answers the new links. Other tenants’ links are untouched',
    data: sawLinksSchema,
  },
  h5PasswordSummary: {
    tag: 'sawing-live',
    upstream: 'sawing',
    permission: 'stock/sawTable',
    method: 'POST',
    path: '/cutting/h5/pwdState',
    summary:
      '(chosen) Whether the tenant’s H5 saw page (/editJSW) has its 6-digit password yet (without one its gate lets nobody in: 402733), and who set it when; never the password itself',
    data: h5PasswordStateSchema,
    reads: true,
  },
  h5PasswordReset: {
    tag: 'sawing-live',
    upstream: 'sawing',
    permission: 'stock/sawTable',
    method: 'POST',
    path: '/cutting/h5/setPwd',
    summary:
      '(chosen) Set or reset the tenant’s H5 saw page password from the benches tab (6 digits, §9; kept as an argon2id hash): the page’s gate asks for it from then on. Open H5 sessions stay (revoke the floor links to end them)',
    body: h5PasswordResetSchema,
    data: z.null(),
  },
  sawBoardSummary: {
    ...open,
    method: 'POST',
    path: '/cutting/board/data',
    summary:
      '(chosen) Public (/sawTableOnline, §2 real-time board; the §7 board data by customer id): today’s figures per live bench of the board link’s tenant (cusNo, which the token must be signed for) (open and closed orders, logs, boards of the closed ones, outturn) and their totals. A token altered, not a board link or of another tenant is 402730; one revoked 402735',
    body: sawBoardQuerySchema,
    data: sawBoardSchema,
  },
  sawBoardEvents: {
    ...open,
    method: 'GET',
    path: '/cutting/board/events/:cusNo/:token',
    summary:
      '(chosen) Public: server-sent events (text/event-stream) of the board link’s tenant, one `order` event as each of its sawing orders closes, is reopened, is deleted or takes logs (from the service’s outbox through Redis), a comment every 20 s to keep the connection; when the links are revoked, one `revoked` event and the stream ends. A bad token is answered 402730 before any event, a revoked one 402735',
    params: sawBoardTokenParamSchema,
    data: z.string(),
    stream: true,
  },
  sawBenchList: {
    ...open,
    method: 'POST',
    path: '/sawbench/list',
    summary: `(chosen) Public (/sawList): §7 Mobile list {cusNo, machineNo, date}: the bench’s orders of a day (the caller’s today by default), oldest first, 50 a page, with their merged orders. ${BENCH_LINK}`,
    body: sawBenchListQuerySchema,
    data: pageResultSchema(sawingOrderRowSchema),
  },
  sawBenchSpecList: {
    ...open,
    method: 'POST',
    path: '/sawbench/specs',
    summary: `(chosen) Public (/sawDetail): the specifications of one of the bench’s orders. ${BENCH_LINK}`,
    body: sawBenchSpecsQuerySchema,
    data: z.array(sawingSpecSchema),
  },
  sawBenchClose: {
    ...open,
    method: 'POST',
    path: '/sawbench/close',
    summary: `(chosen) Public: §7 save closing {id, specsArr}: close an open order of the bench (0 → 1), as /cutting/record/close. ${BENCH_LINK}`,
    body: sawBenchCloseSchema,
    data: sawingOrderSavedSchema,
  },
  sawBenchCancelClose: {
    ...open,
    method: 'POST',
    path: '/sawbench/cancelClose',
    summary: `(chosen) Public: §4 mobile cancel-close of a closed order of the bench (closed by mistake): it is reopened as /cutting/record/rtd/{id} (1 → 0, its outturn out of the statistics until closed again; else 402719), and its specifications become the first one with zero pieces and zero last-log class, in one transaction. ${BENCH_LINK}`,
    body: sawBenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  sawBenchEdit: {
    ...open,
    method: 'POST',
    path: '/sawbench/edit',
    summary: `(chosen) Public: an open order of the bench gets its specifications edited, as /cutting/record/saveData. ${BENCH_LINK}`,
    body: sawBenchEditSchema,
    data: sawingOrderSavedSchema,
  },
  sawBenchEditing: {
    ...open,
    method: 'POST',
    path: '/sawbench/editing',
    summary: `(chosen) Public (/sawDetail): §4 the order the phone is editing (editing true, for ${SAW_EDITING_TTL_SECONDS} s unless marked again; false when the page leaves it), so that the bench’s manage mode waits for it. ${BENCH_LINK}`,
    body: sawBenchEditingSchema,
    data: z.null(),
  },
  sawBenchManage: {
    ...open,
    method: 'POST',
    path: '/sawbench/manage',
    summary: `(chosen) Public (/sawList): §4 entering manage mode (merging): refused while an order of the bench is being edited on a phone (402736, naming the orders), as /sawbench/merge is. ${BENCH_LINK}`,
    body: sawBenchManageSchema,
    data: z.null(),
  },
  sawBenchMerge: {
    ...open,
    method: 'POST',
    path: '/sawbench/merge',
    summary: `(chosen) Public: merge open orders of the bench (orderids), as /cutting/record/merge; refused while an order of the bench is being edited on a phone (402736, §4). ${BENCH_LINK}`,
    body: sawBenchMergeSchema,
    data: sawingOrderSavedSchema,
  },
  sawBenchDelete: {
    ...open,
    method: 'POST',
    path: '/sawbench/delete',
    summary: `(chosen) Public: delete an order of the bench, as /cutting/record/delete. ${BENCH_LINK}`,
    body: sawBenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  sawBenchRestore: {
    ...open,
    method: 'POST',
    path: '/sawbench/restore',
    summary: `(chosen) Public: restore a deleted order of the bench, as /cutting/record/restore. ${BENCH_LINK}`,
    body: sawBenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  sawBenchSplit: {
    ...open,
    method: 'POST',
    path: '/sawbench/split',
    summary: `(chosen) Public: restore (split off) a merged order of the bench, as /cutting/record/split. ${BENCH_LINK}`,
    body: sawBenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  appSawbenchDoingList: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/doing',
    summary:
      'The mobile app (an app token): the open orders (state 0) of a bench of the token’s tenant on a day (the caller’s today by default); a machine number not a live bench of the tenant is 402714',
    body: appSawbenchListSchema,
    data: pageResultSchema(sawingOrderRowSchema),
  },
  appSawbenchOnfinishList: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/onfinish',
    summary: 'The mobile app: the closed orders (state 1) of a bench on a day, with their merged orders',
    body: appSawbenchListSchema,
    data: pageResultSchema(sawingOrderRowSchema),
  },
  appSawbenchDofinish: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/dofinish',
    summary:
      'The mobile app: close an open order of the bench (machineNo) with its specifications, as /cutting/record/close; an order of another bench is 402731',
    body: appSawbenchCloseSchema,
    data: sawingOrderSavedSchema,
  },
  appSawbenchMerge: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/merge',
    summary: 'The mobile app: merge open orders of the bench, as /cutting/record/merge',
    body: appSawbenchMergeSchema,
    data: sawingOrderSavedSchema,
  },
  appSawbenchDelete: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/delete',
    summary: 'The mobile app: delete an order of the bench, as /cutting/record/delete',
    body: appSawbenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  appSawbenchSplit: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/split',
    summary: 'The mobile app: restore (split off) a merged order of the bench, as /cutting/record/split',
    body: appSawbenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  appSawbenchRestore: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/restore',
    summary: 'The mobile app: restore a deleted order of the bench, as /cutting/record/restore',
    body: appSawbenchOrderSchema,
    data: sawingOrderSavedSchema,
  },
  appSawbenchSetupPwd: {
    ...app,
    method: 'POST',
    path: '/app/sawbench/setuppwd',
    summary:
      'The mobile app: §7 set password by cusNo, pwd: the H5 saw page’s password of the token’s tenant (6 digits, §9), which ends nobody’s session but is asked from then on',
    body: appSawbenchSetupPwdSchema,
    data: z.null(),
  },
  h5CheckCode: {
    ...open,
    method: 'POST',
    path: '/h5/saw/checkCode',
    summary: `(chosen) Public (/editJSW): a 4-digit check code (§9) to type back with the password, good once for 5 minutes, answered as a picture (an SVG data address of strokes with light noise, no digits as text) and its challenge id. ${H5_LINK}`,
    body: h5CheckCodeRequestSchema,
    data: h5CheckCodeSchema,
  },
  h5Login: {
    ...open,
    method: 'POST',
    path: '/h5/saw/login',
    summary: `(chosen) Public (/editJSW): the password gate: the tenant’s 6-digit password and a check code give a session of 12 hours (of the link’s generation: revoking the links ends it). A wrong check code is 402734, a wrong password 402732 (failures throttled as logins: 429101 with the wait), no password set yet 402733. ${H5_LINK}`,
    body: h5LoginSchema,
    data: h5SessionSchema,
  },
  h5SetPassword: {
    ...open,
    method: 'POST',
    path: '/h5/saw/setPwd',
    summary: `(chosen) Public (/editJSW): a new 6-digit password, with the current one and a check code (the same answers and throttling as the gate). ${H5_LINK}`,
    body: h5SetPasswordSchema,
    data: z.null(),
  },
  h5SawList: {
    ...open,
    method: 'POST',
    path: '/h5/saw/list',
    summary:
      '(chosen) Public (/editJSW): §7 H5 saw list by cusNo, machineNum, cuttingDate: each live machine’s finished and unfinished orders of the day (the caller’s today by default), the session’s token checked (402730; a session from before the links were revoked 402735)',
    body: h5SawListQuerySchema,
    data: h5SawListSchema,
  },
} as const satisfies Record<string, ApiRoute>;
