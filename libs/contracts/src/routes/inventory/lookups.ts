import { pageResultSchema } from '../../api/common';
import {
  customerOptionSchema,
  diameterRangeLookupQuerySchema,
  diameterRangeOptionSchema,
  lookupOptionSchema,
  lookupQuerySchema,
} from '../../api/lookups';
import { type ApiRoute } from '../api-route';

/**
 * The screens whose filters, forms and detail choose a wood kind, a location or a customer (issue
 * 35): the stock list and its detail, the sheet lists and their detail and edit pages, the stock
 * count, the container data, the saw table, the count review (its stock-in sheet).
 */
export const MASTER_LOOKUP_SCREENS: readonly string[] = [
  'stock/list',
  'stock/entry',
  'stock/deliver',
  'stock/diamData',
  'stock/diamEdit',
  'stock/inventory',
  'stock/containerData',
  'stock/sawTable',
  'countKing/list',
];

/** The screens whose diameter detail groups the logs by the tenant's diameter ranges (the Look page). */
export const DIAMETER_RANGE_LOOKUP_SCREENS: readonly string[] = [
  'stock/list',
  'stock/entry',
  'stock/deliver',
  'stock/diamData',
  'stock/containerData',
  'order/orderIn',
  'order/orderOut',
];

const lookup = { tag: 'lookups', upstream: 'inventory', permission: MASTER_LOOKUP_SCREENS } as const;

/**
 * Read-only look-ups (issue 35, chosen paths): the options a screen's filters and choices show,
 * each allowed to any holder of a screen that needs it, never through the master-data screens'
 * keys. Tenant-scoped like the master data they read; page+pageSize or limit (up to 10000).
 */
export const LOOKUP_ROUTES = {
  lookupWoodKindList: {
    ...lookup,
    method: 'POST',
    path: '/lookup/woodKinds',
    summary: "(chosen) The tenant's wood kinds as choices (id, name), by name, paged",
    body: lookupQuerySchema,
    data: pageResultSchema(lookupOptionSchema),
  },
  lookupLocationList: {
    ...lookup,
    method: 'POST',
    path: '/lookup/locations',
    summary: "(chosen) The tenant's warehouse locations as choices (id, name), by name, paged",
    body: lookupQuerySchema,
    data: pageResultSchema(lookupOptionSchema),
  },
  lookupCustomerList: {
    ...lookup,
    method: 'POST',
    path: '/lookup/customers',
    summary: "(chosen) The tenant's customers as choices (id, name, customer number), by name, paged",
    body: lookupQuerySchema,
    data: pageResultSchema(customerOptionSchema),
  },
  lookupDiameterRangeList: {
    ...lookup,
    permission: DIAMETER_RANGE_LOOKUP_SCREENS,
    method: 'POST',
    path: '/lookup/diameterRanges',
    summary:
      "(chosen) The tenant's diameter ranges (id, lower and upper limit in cm) the diameter detail groups by, paged",
    body: diameterRangeLookupQuerySchema,
    data: pageResultSchema(diameterRangeOptionSchema),
  },
} as const satisfies Record<string, ApiRoute>;
