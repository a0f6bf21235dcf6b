import { type ApiRoute } from './api-route';
import { BILLING_ROUTES } from './billing';
import { COUNTING_ROUTES } from './counting';
import { DEVICE_ACCOUNT_ROUTES } from './devices/accounts';
import { DEVICE_ROUTES } from './devices/registry';
import { HANDWRITING_ROUTES } from './handwriting';
import { IDENTITY_ROUTES } from './identity';
import { INGEST_ROUTES } from './ingest';
import { CAR_DATA_ROUTES } from './inventory/car-data';
import { DEVICE_PICTURE_ROUTES } from './inventory/device-pictures';
import { DIAMETER_SHEET_ROUTES } from './inventory/diameter-sheets';
import { LOOKUP_ROUTES } from './inventory/lookups';
import { MASTER_DATA_ROUTES } from './inventory/master-data';
import { SHEET_DETAIL_ROUTES } from './inventory/sheet-details';
import { SHEET_FILE_ROUTES } from './inventory/sheet-files';
import { SHEET_LOG_ROUTES } from './inventory/sheet-logs';
import { SHEET_ROUTES } from './inventory/sheets';
import { STATISTICS_ROUTES } from './inventory/statistics';
import { STOCK_ROUTES } from './inventory/stock';
import { STOCK_AGE_ROUTES } from './inventory/stock-age';
import { STOCK_COUNT_ROUTES } from './inventory/stock-counts';
import { ORDER_ROUTES } from './orders';
import { SAWING_ROUTES } from './sawing';
import { SAWING_LIVE_ROUTES } from './sawing-live';

export { permissionKeys } from './api-route';
export type { ApiRoute, RequiredPermission, Upstream } from './api-route';
export { API_CONTEXTS, API_TAGS } from './api-tags';

/**
 * Every route of /api, each declared once in its context's file (`routes/<context>.ts`, or a
 * folder for a large context): method, path, schemas, login and permission rule, summary. The BFF's
 * handlers, the services' controller paths and access rules (`@Route`), the OpenAPI document and
 * the web client (generated from that document) all derive from these entries.
 *
 * Paths are spec §7's where it gives them; where it says "path not shown", the chosen names are
 * marked (chosen) and follow the same service prefix. A path chosen before §7 was found to name the
 * call stays as an alias (`aliasOf`, marked in its summary, `…Alias`).
 */
export const ROUTES = {
  ...IDENTITY_ROUTES,
  ...STATISTICS_ROUTES,
  ...MASTER_DATA_ROUTES,
  ...LOOKUP_ROUTES,
  ...SHEET_ROUTES,
  ...STOCK_ROUTES,
  ...CAR_DATA_ROUTES,
  ...STOCK_COUNT_ROUTES,
  ...DIAMETER_SHEET_ROUTES,
  ...STOCK_AGE_ROUTES,
  ...DEVICE_PICTURE_ROUTES,
  ...SHEET_LOG_ROUTES,
  ...SHEET_DETAIL_ROUTES,
  ...SHEET_FILE_ROUTES,
  ...DEVICE_ROUTES,
  ...DEVICE_ACCOUNT_ROUTES,
  ...INGEST_ROUTES,
  ...COUNTING_ROUTES,
  // after the diameter sheets' /cmw/handwriting/template/:type and /classes, which /:type would shadow
  ...HANDWRITING_ROUTES,
  ...ORDER_ROUTES,
  ...SAWING_ROUTES,
  ...SAWING_LIVE_ROUTES,
  ...BILLING_ROUTES,
} as const satisfies Record<string, ApiRoute>;

export type RouteId = keyof typeof ROUTES;
