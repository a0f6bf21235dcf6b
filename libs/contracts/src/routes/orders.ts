import { z } from 'zod';
import { idParamSchema, pageResultSchema } from '../api/common';
import {
  orderByIdQuerySchema,
  orderCustomerQuerySchema,
  orderCustomerSchema,
  orderDiameterCategorySchema,
  orderExportQuerySchema,
  orderImagesSchema,
  orderListQuerySchema,
  orderRowSchema,
  orderSavedSchema,
  orderSaveSchema,
  orderSheetSchema,
  orderSpuQuerySchema,
  orderWoodQuerySchema,
  orderWoodSchema,
  shareCreatedSchema,
  shareCreateSchema,
  shareImagesQuerySchema,
  shareImagesSchema,
  shareLinkSchema,
  shareListQuerySchema,
  sharePageSchema,
  shareQuerySchema,
  shareRevokeSchema,
  unsettledQuerySchema,
} from '../api/orders';
import { EXPORT_MAX_ROWS } from '../api/sheet-files';
import { type ApiRoute } from './api-route';

/**
 * §2 permission tree: the order menu (/order), whose two pages are one list, inbound
 * (order/orderIn) and outbound (order/orderOut). The routes ask for either list's key (the menu's branch key `order`, which a
 * group keeps half-checked, §3, grants nothing: issue 35), and the
 * service refuses an inbound order to a caller without order/orderIn, an outbound one without
 * order/orderOut (403001), whichever route names or reaches it.
 */
const ORDER: readonly string[] = ['order/orderIn', 'order/orderOut'];

const LIMIT = `at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows, else 400910 before any byte is written`;

/**
 * Orders (spec §2 Orders, Diameter data detail of orderIn and orderOut, Shared order page; §3
 * Order; §4 Orders; §7 Orders), served by apps/orders from its own copy of the confirmed sheets,
 * kept from inventory's events.
 */
export const ORDER_ROUTES = {
  orderList: {
    method: 'POST',
    path: '/order/pageData',
    summary:
      'Orders of one type (orderType 1 inbound, 2 outbound), newest first: filter by customer, order number or SPU, status (5 awaiting check, 10 checked) and creation days (the caller’s); each row with its diameter classification (diaClassificationList)',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderListQuerySchema,
    data: pageResultSchema(orderRowSchema),
  },
  orderUnsettledList: {
    method: 'POST',
    path: '/order/unsettled',
    summary:
      '(chosen) The unconfirmed items of the order-creation page: confirmed sheets of the type (orderType 1 stock-in, 2 stock-out) no order has settled yet, filtered by customer, SPU and confirmation days (the caller’s), most recently confirmed first, 10 a page',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: unsettledQuerySchema,
    data: pageResultSchema(orderSheetSchema),
  },
  orderSave: {
    method: 'POST',
    path: '/order/save',
    summary:
      'An order (status 5) settling the sheets named by their SPUs (spus, comma list): all confirmed, of the order’s type and of the customer (tradePartnerId), none settled yet. Each sheet is settled once: of two submissions of one sheet, however close, one makes the order and the other is refused naming the sheets already settled and their orders (402606); nothing is written by a refused one',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderSaveSchema,
    data: orderSavedSchema,
  },
  orderCheck: {
    method: 'POST',
    path: '/order/check/:id',
    summary: '(chosen) Check an order awaiting its check: 5 → 10, final (§4)',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    params: idParamSchema,
    data: z.object({ id: z.uuid(), status: z.number().int() }),
  },
  orderWriteOff: {
    method: 'POST',
    path: '/order/verification/:id',
    summary:
      'Write off a checked order (§3 "written off"): 10 → 15, final; a written-off order is neither checked, written off again nor deleted (402603), and its sheets stay settled. Any other status 402616',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    params: idParamSchema,
    data: z.object({ id: z.uuid(), status: z.number().int() }),
  },
  orderDelete: {
    method: 'POST',
    path: '/order/del/:id',
    summary:
      'Delete an order awaiting its check (a checked or written-off one stays, 402603): its sheets are unsettled again',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    params: idParamSchema,
    data: z.null(),
  },
  orderDetail: {
    method: 'GET',
    path: '/order/detail/:id',
    summary:
      '(chosen) One order as the list shows it: the summary bar of its diameter data detail (/stock/diamData?type=orderIn|orderOut)',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    params: idParamSchema,
    data: orderRowSchema,
  },
  orderSpuList: {
    method: 'POST',
    path: '/order/listSpu',
    summary: 'The sheets an order settles (its SPUs), in SPU order, paged',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderSpuQuerySchema,
    data: pageResultSchema(orderSheetSchema),
  },
  orderDiameterCategory: {
    method: 'POST',
    path: '/order/wood/getDiaCategory',
    summary:
      'An order’s logs by diameter class and length, with the range groups (N0~N8) and totals: each log as its sheet’s standard measured it',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderByIdQuerySchema,
    data: orderDiameterCategorySchema,
  },
  orderWoodList: {
    method: 'POST',
    path: '/order/wood/page',
    summary:
      'An order’s logs (wood detail dialog, 10 a page): wood kind, length, diameter class and volume, with the readings, sheet and picture; dia and length keep one row of the diameter table',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderWoodQuerySchema,
    data: pageResultSchema(orderWoodSchema),
  },
  orderImageList: {
    method: 'POST',
    path: '/order/wood/images',
    summary:
      '(chosen) "View images" of an order’s diameter data detail: the distinct pictures its logs were measured on, with how many logs each shows (at most 500)',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderByIdQuerySchema,
    data: orderImagesSchema,
  },
  orderDetailExport: {
    method: 'POST',
    path: '/order/wood/downloadExcel',
    summary:
      '(chosen) An order’s diameter data detail as an xlsx file: summary, diameter table and every log (streamed; file name with the date)',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderByIdQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: 120_000,
  },
  orderExport: {
    method: 'POST',
    path: '/order/downloadExcel',
    summary: `The statements: the orders matching the list filters as an xlsx file, one row per order with the list’s columns (streamed; file name with the date; ${LIMIT})`,
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderExportQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: 120_000,
  },
  orderDiaClassificationExport: {
    method: 'POST',
    path: '/order/downloadDiaClassification',
    summary: `The diameter classification of the orders matching the list filters as an xlsx file: per order, its logs by diameter class, with the order’s totals (streamed; file name with the date; ${LIMIT})`,
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderExportQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: 120_000,
  },
  orderCustomerList: {
    method: 'POST',
    path: '/cus/listData',
    summary:
      'The customers an order can be for (the order-creation page’s customer filter), by name: orders’ copy of the master data, kept from inventory’s events',
    tag: 'orders',
    upstream: 'orders',
    permission: ORDER,
    body: orderCustomerQuerySchema,
    data: pageResultSchema(orderCustomerSchema),
  },
  shareCreate: {
    method: 'POST',
    path: '/order/share/create',
    summary:
      '(chosen) A share link (QR code) for the public page /shareOrder of up to 50 of the tenant’s orders (ids; needs order and order/orderIn or order/orderOut) or of its confirmed sheets (spus; the stock-in list’s permission stock/entry for stock-in sheets, the stock-out list’s stock/deliver for stock-out ones, else 403001; an SPU not a confirmed sheet of the tenant 402605, naming them). Its token is signed and names the tenant, what it shows, its id and its expiry (7 days unless told, at most 90), so it can be neither guessed nor altered; revocable',
    tag: 'orders',
    upstream: 'orders',
    // the service asks for the permission of what is shared: orders' or the sheet lists'
    body: shareCreateSchema,
    data: shareCreatedSchema,
  },
  shareRevoke: {
    method: 'POST',
    path: '/order/share/revoke',
    summary:
      '(chosen) Revoke a share link of the tenant, by its id (tokenId) or its token: the public page refuses it from then on. An order link needs order, a sheet link the sheet lists’ permission of its sheets',
    tag: 'orders',
    upstream: 'orders',
    body: shareRevokeSchema,
    data: z.null(),
  },
  shareLinkList: {
    method: 'POST',
    path: '/order/share/list',
    summary:
      '(chosen) The tenant’s share links the caller may handle (order links with order, sheet links with the sheet lists’ permissions of their sheets), newest first, with their orders or SPUs, expiry and state',
    tag: 'orders',
    upstream: 'orders',
    body: shareListQuerySchema,
    data: pageResultSchema(shareLinkSchema),
  },
  shareOrderList: {
    method: 'POST',
    path: '/order/business',
    summary:
      'Public (/shareOrder): the orders (or confirmed sheets) a share link names, each with its summary and diameter table. The link’s signed token replaces §7’s businessNO and is checked on every call: altered or not the tenant’s 402611, expired 402612, revoked 402613',
    tag: 'orders',
    upstream: 'orders',
    public: true,
    body: shareQuerySchema,
    data: sharePageSchema,
  },
  shareImageList: {
    method: 'POST',
    path: '/order/business/img',
    summary:
      'Public (/shareOrder, image tab): the pictures of the logs of the orders (or sheets) a share link names (at most 500), the token checked as for /order/business',
    tag: 'orders',
    upstream: 'orders',
    public: true,
    body: shareImagesQuerySchema,
    data: shareImagesSchema,
  },
} as const satisfies Record<string, ApiRoute>;
